#!/usr/bin/python3
"""The web page in a real browser (Debian's chromium through chromium-driver and python3-selenium).

For every algorithm at n = 16 and n = 13, bitonic at 64 (a network whose window scrolls in its box on a
projector) and every shipped lesson, exports the page with the built
sortscope-cli and opens it from a file:// URL in headless Chromium, with the network blocked; any request
other than the page itself, a script error or a Content-Security-Policy violation fails. Then, as a
student with a presentation clicker would (every key pressed and released within milliseconds):
  - steps through every state and compares the step counter, the keys under the bars and the lit
    comparators with `sortscope-cli sort --steps` and `export --format json` of the same run;
  - tries Left, Home, End, PageDown / PageUp (a lesson's slides), B, the views 1/2/3/4/7, C, N;
  - answers a Predict question right and another wrong and checks the score;
  - takes screenshots at 1280x720 and 390x844 and fails on text that is cut, outside the window or
    overlapping other text (from the page's own element geometry), on a step's own picture (radix,
    rank, onesweep) whose labels are under 9 px on the phone, on bars whose labels are under 11 px
    there or, left out, whose keys the page does not say another way, and on a network whose wire or
    step numbers are under 11 px there, whose lit step is not shown, or whose steps left out go unsaid;
  - prints to PDF and checks that it has one page per state (the handout).
A student's copy (--student) of each lesson holds no teacher's notes and no answers, and still scores.

Skips (exit 77, ctest's SKIP_RETURN_CODE) with a line saying what is missing when chromium,
chromium-driver or python3-selenium are not installed: never a silent pass.
Run: /usr/bin/python3 tests/web/web_page_test.py --cli build/bin/sortscope-cli --sessions assets/sessions
     --out build/tests/web
"""
import argparse
import base64
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77


def skip(why):
    print("SKIP: the web page is not tested in a browser: " + why)
    sys.exit(SKIP)


try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
except ImportError:
    skip("python3-selenium is missing (scripts/setup installs it; run this with /usr/bin/python3)")

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
if not os.path.exists(CHROMIUM):
    skip("chromium is missing (scripts/setup installs it)")
if not os.path.exists(DRIVER):
    skip("chromium-driver is missing (scripts/setup installs it)")

FAILURES = []


def fail(where, what):
    FAILURES.append(where + ": " + what)
    print("FAIL " + where + ": " + what, flush=True)


def run_cli(cli, args):
    done = subprocess.run([cli] + args, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError("sortscope-cli " + " ".join(args) + " exited " + str(done.returncode) + ": " + done.stderr)
    return done.stdout


# [SECTION] What the page must show, from the CLI


def expected_steps(cli, run_args):
    """`sort --steps`: [(describe line or None for the input, [keys])] per state."""
    out = run_cli(cli, ["sort"] + run_args + ["--steps"])
    states = []
    describe = None
    for line in out.splitlines():
        keys = re.match(r"^\s+\[(.*)\]$", line)
        step = re.match(r"^\s*(\d+)/(\d+) (.*)$", line)
        if keys:
            states.append((describe, keys.group(1).split()))
        elif step:
            describe = step.group(3)
    return states


def expected_comparators(cli, run_args, n):
    """`export --format json` of the same plan: per dispatch, its comparators as sorted pairs."""
    args = [a for a in run_args]
    for option in ("--dist", "--seed", "--input", "--n"):
        if option in args:
            k = args.index(option)
            del args[k:k + 2]
    args += ["--n", str(n)]
    data = json.loads(run_cli(cli, ["export"] + args + ["--format", "json", "-o", "-"]))
    per_dispatch = {}
    for stage in data["stages"]:
        pairs = per_dispatch.setdefault(stage["dispatch"], [])
        pairs.extend(tuple(sorted(pair)) for pair in stage["comparators"])
    return per_dispatch


def is_network(cli, algo):
    try:
        run_cli(cli, ["export", "--algo", algo, "--n", "4", "--format", "json", "-o", os.devnull])
        return True
    except RuntimeError:
        return False


def lesson_run_args(session, folder):
    """The sort options of a lesson's first slide (its top-level fields), as the app makes its plan."""
    data = json.load(open(session))
    args = ["--algo", data.get("algorithm", "bitonic")]
    if "typed_keys" in data:
        path = os.path.join(folder, os.path.basename(session) + ".keys")
        with open(path, "w") as keys:
            keys.write("\n".join(data["typed_keys"]) + "\n")
        args += ["--input", path]
        n = len(data["typed_keys"])
    else:
        n = data.get("n", 16)
        args += ["--n", str(n), "--dist", data.get("distribution", "random"), "--seed", str(data.get("seed", 1))]
    # The app's work group for the sizes a class reads (input_spec.hpp: kTeachingWorkGroup).
    args += ["--wg", str(data.get("work_group_size", 64 if n <= 4096 else 256))]
    for field, option in (("radix_bits", "--radix-bits"), ("block_factor", "--block-factor"), ("tile", "--tile"),
                          ("onesweep_path", "--onesweep-path"), ("keys", "--keys")):
        if field in data:
            args += [option, str(data[field])]
    if data.get("descending"):
        args.append("--desc")
    if data.get("values"):
        args.append("--values")
    slides = data.get("slides", [data])
    return args, data, slides


# [SECTION] The browser

STATE_JS = """
var section = document.querySelector('section.state:not([hidden])');
function texts(selector) {
  return Array.prototype.map.call(section.querySelectorAll(selector), function (t) { return t.textContent; });
}
var wires = Array.prototype.map.call(section.querySelectorAll('.pic-network .wide g.wire line'),
  function (l) { return parseFloat(l.getAttribute('y1')); });
var lit = Array.prototype.map.call(section.querySelectorAll('.pic-network .wide g.highlight-comparator line'),
  function (l) { return [parseFloat(l.getAttribute('y1')), parseFloat(l.getAttribute('y2'))]; });
return {counter: document.getElementById('counter').textContent, step: section.getAttribute('data-step'),
        run: section.getAttribute('data-run'), title: section.querySelector('h2.what').textContent,
        labels: texts('.wide .std g.key-label text'), wires: wires, lit: lit,
        shown: document.querySelectorAll('section.state:not([hidden])').length};
"""

# Text that is cut (overflow hidden or an ellipsis), outside the window, or overlapping other text.
GEOMETRY_JS = """
var problems = [];
var width = document.documentElement.clientWidth;
if (document.documentElement.scrollWidth > width + 1)
  problems.push('the page is wider than the window: ' + document.documentElement.scrollWidth + ' > ' + width);
function visible(e) {
  var r = e.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
}
function name(e) { return e.tagName.toLowerCase() + (e.className && e.className.baseVal === undefined && e.className ? '.' + e.className : '') + ' "' + e.textContent.trim().slice(0, 40) + '"'; }
var selector = 'header h1, #counter, #score, #verdict, nav button, .slide h2, .slide p, ' +
  'section.state:not([hidden]) h2, section.state:not([hidden]) .narration, section.state:not([hidden]) .keys, ' +
  'section.state:not([hidden]) .prompt, section.state:not([hidden]) label, section.state:not([hidden]) .table-title, ' +
  'section.state:not([hidden]) .check button';
var elements = Array.prototype.filter.call(document.querySelectorAll(selector), visible);
elements.forEach(function (e) {
  var style = getComputedStyle(e);
  if ((style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') && e.scrollWidth > e.clientWidth + 1)
    problems.push('cut: ' + name(e));
  var r = e.getBoundingClientRect();
  if (r.right > width + 1 || r.left < -1) problems.push('outside the window: ' + name(e));
});
for (var i = 0; i < elements.length; ++i) {
  for (var j = i + 1; j < elements.length; ++j) {
    var a = elements[i], b = elements[j];
    if (a.contains(b) || b.contains(a)) continue;
    var p = a.getBoundingClientRect(), q = b.getBoundingClientRect();
    var w = Math.min(p.right, q.right) - Math.max(p.left, q.left), h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
    if (w > 1 && h > 1) problems.push('overlap: ' + name(a) + ' and ' + name(b));
  }
}
// The pictures' own text stays inside its picture.
Array.prototype.forEach.call(document.querySelectorAll('section.state:not([hidden]) svg'), function (svg) {
  if (!visible(svg)) return;
  var box = svg.getBoundingClientRect();
  Array.prototype.forEach.call(svg.querySelectorAll('text'), function (t) {
    var r = t.getBoundingClientRect();
    if (r.width === 0) return;
    if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1)
      problems.push('picture text outside its picture: "' + t.textContent + '"');
  });
});
return problems;
"""

# The least size on screen, in px, of the text in a step's own picture (radix's bins, rank's counts,
# onesweep's tiles) as shown: each text's font size times its picture's scale.
PICTURE_TEXT_JS = """
var least = null;
Array.prototype.forEach.call(document.querySelectorAll('section.state:not([hidden]) figure.pic-network svg'), function (svg) {
  if (svg.getBoundingClientRect().width === 0) return;
  var scale = svg.getScreenCTM().a;
  Array.prototype.forEach.call(svg.querySelectorAll('text'), function (t) {
    if (t.getBoundingClientRect().width === 0 || !t.textContent.trim()) return;
    var px = parseFloat(getComputedStyle(t).fontSize) * scale;
    if (least === null || px < least.px) least = {px: px, text: t.textContent};
  });
});
return least;
"""
# On a phone (390 px) a step's own picture's labels are at least this tall (they were 5 px).
LEAST_PHONE_PICTURE_PX = 9.0

# The bars as shown (the wide copy or the narrow one, in the colours shown): every text's size on screen,
# each font size times its picture's scale, the keys' numbers under the bars apart; and whether the keys'
# list above the pictures is shown, with the keys it lists.
BARS_TEXT_JS = """
var found = {texts: [], key_labels: [], list: null};
var section = document.querySelector('section.state:not([hidden])');
Array.prototype.forEach.call(section.querySelectorAll('figure.pic-bars svg'), function (svg) {
  if (svg.getBoundingClientRect().width === 0) return;
  var scale = svg.getScreenCTM().a;
  Array.prototype.forEach.call(svg.querySelectorAll('text'), function (t) {
    if (t.getBoundingClientRect().width === 0 || !t.textContent.trim()) return;
    var item = {text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * scale};
    found.texts.push(item);
    if (t.closest('g.key-label')) found.key_labels.push(item.text);
  });
});
var list = section.querySelector('.keys .key-list');
if (list && list.getBoundingClientRect().height > 0) found.list = list.textContent.split(/\\s+/).filter(Boolean);
return found;
"""
# On a phone (390 px) the bars' labels, the keys' numbers under them among them, are at least this tall
# (they were 5 to 6 px: the picture laid out 800 points wide, drawn 374 px wide).
LEAST_PHONE_BARS_PX = 11.0
UNLABELLED_NOTE = "the keys' numbers: in the list above"

# The network picture as shown (the wide copy or the narrow one): its wire numbers, its step numbers and
# its caption with their sizes on screen (font size times the picture's scale), its lit comparators as
# pairs of wires, and the lit comparators of the wide copy, which the page's other checks read.
NETWORK_TEXT_JS = """
var section = document.querySelector('section.state:not([hidden])');
function lit_pairs(svg) {
  var wires = Array.prototype.map.call(svg.querySelectorAll('g.wire line'), function (l) { return parseFloat(l.getAttribute('y1')); });
  function wire(y) {
    var best = 0;
    for (var k = 1; k < wires.length; ++k) if (Math.abs(wires[k] - y) < Math.abs(wires[best] - y)) best = k;
    return best;
  }
  return Array.prototype.map.call(svg.querySelectorAll('g.highlight-comparator line'), function (l) {
    var a = wire(parseFloat(l.getAttribute('y1'))), b = wire(parseFloat(l.getAttribute('y2')));
    return [Math.min(a, b), Math.max(a, b)];
  }).sort();
}
var found = null;
Array.prototype.forEach.call(section.querySelectorAll('figure.pic-network svg'), function (svg) {
  if (svg.getBoundingClientRect().width === 0 || found) return;
  var scale = svg.getScreenCTM().a;
  function texts(selector) {
    return Array.prototype.map.call(svg.querySelectorAll(selector), function (t) {
      return {text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * scale};
    });
  }
  found = {wires: texts('g.wire-label text'), steps: texts('g.dispatch-label text'), caption: texts('g.caption text'),
           lit: lit_pairs(svg), box: svg.parentElement.getBoundingClientRect().width};
});
var wide = section.querySelector('figure.pic-network .wide svg') || section.querySelector('figure.pic-network svg');
if (found) found.wide_lit = wide ? lit_pairs(wide) : [];
return found;
"""
# On a phone (390 px) and on a projector (1280x720) the network's wire and step numbers are at least this
# tall (on a phone they were 6.8 px at n = 16 and 3.8 px at 32: the wide picture shrunk to the phone's
# width; at 1280x720 6.3 to 6.7 px at 32 wires: the whole network shrunk to the column).
LEAST_NETWORK_PX = 11.0

KEYS = {
    "ArrowRight": 39, "ArrowLeft": 37, "PageDown": 34, "PageUp": 33, "Home": 36, "End": 35, " ": 32,
}


class Browser:
    def __init__(self):
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--disable-extensions", "--no-first-run", "--disable-background-networking",
                         "--disable-component-update", "--disable-sync"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service(DRIVER), options=options)
        self.driver.set_page_load_timeout(60)
        self.cdp("Network.enable", {})
        self.cdp("Network.setBlockedURLs", {"urls": ["http://*", "https://*", "ws://*", "wss://*", "ftp://*"]})
        self.cdp("Page.addScriptToEvaluateOnNewDocument", {"source":
            "window.__violations = []; document.addEventListener('securitypolicyviolation', function (e) {"
            " window.__violations.push(e.violatedDirective + ' ' + e.blockedURI); });"})
        self.size(1280, 720)

    def cdp(self, command, parameters):
        return self.driver.execute_cdp_cmd(command, parameters)

    def size(self, width, height):
        self.cdp("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})

    def open(self, path):
        self.driver.get_log("performance")  # drop what came before
        self.driver.get_log("browser")
        self.url = "file://" + os.path.abspath(path)
        self.driver.get(self.url)

    def requests(self):
        """Every request the page made other than its own load, and every script error or CSP violation."""
        found = []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") == "Network.requestWillBeSent":
                url = message["params"]["request"]["url"]
                if url != self.url:
                    found.append("request: " + url)
        for entry in self.driver.get_log("browser"):
            if entry.get("level") == "SEVERE":
                found.append("console: " + entry.get("message", ""))
        found += ["CSP violation: " + v for v in self.js("return window.__violations || [];")]
        return found

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def press(self, key):
        """A clicker's press: keyDown and keyUp sent back to back (a few milliseconds apart)."""
        code = KEYS.get(key, ord(key.upper()) if len(key) == 1 else 0)
        down = {"type": "rawKeyDown" if len(key) > 1 else "keyDown", "key": key, "windowsVirtualKeyCode": code,
                "nativeVirtualKeyCode": code}
        if len(key) == 1:
            down["text"] = key
        self.cdp("Input.dispatchKeyEvent", down)
        self.cdp("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "windowsVirtualKeyCode": code,
                                            "nativeVirtualKeyCode": code})

    def state(self):
        return self.js(STATE_JS)

    def screenshot(self, path):
        with open(path, "wb") as out:
            out.write(base64.b64decode(self.cdp("Page.captureScreenshot", {"format": "png"})["data"]))

    def pdf_pages(self, path):
        data = base64.b64decode(self.cdp("Page.printToPDF", {"printBackground": False})["data"])
        with open(path, "wb") as out:
            out.write(data)
        return len(re.findall(rb"/Type\s*/Page[^s]", data))

    def quit(self):
        self.driver.quit()


# [SECTION] The checks of one page


def lit_pairs(state):
    """The lit comparators as pairs of wire indices, from the lines' ends and the wires' heights."""
    wires = sorted(state["wires"])

    def wire(y):
        return min(range(len(wires)), key=lambda k: abs(wires[k] - y))

    return sorted(tuple(sorted((wire(a), wire(b)))) for a, b in state["lit"])


def check_states(browser, where, expected, comparators, run_index=0):
    """Walks every state of run `run_index` with Right and compares it with the CLI's."""
    count = len(expected) - 1
    for s, (describe, keys) in enumerate(expected):
        if s > 0:
            browser.press("ArrowRight")
        state = browser.state()
        here = where + ", state " + str(s)
        if state["shown"] != 1:
            fail(here, str(state["shown"]) + " states shown at once")
        if state["counter"] != "Step %d of %d" % (s, count):
            fail(here, "the counter reads '" + state["counter"] + "', expected 'Step %d of %d'" % (s, count))
            return
        if state["run"] != str(run_index) or state["step"] != str(s):
            fail(here, "shows run %s state %s" % (state["run"], state["step"]))
        if describe is not None and describe not in state["title"]:
            fail(here, "the heading '" + state["title"] + "' does not name the step '" + describe + "'")
        if state["labels"] != keys:
            fail(here, "the keys under the bars are " + " ".join(state["labels"]) + ", sort --steps says " + " ".join(keys))
        if comparators is not None and s > 0:
            want = sorted(comparators.get(s - 1, []))
            got = lit_pairs(state)
            if got != want:
                fail(here, "lit comparators %s, export --format json says %s" % (got, want))
        if comparators is not None and s == 0 and state["lit"]:
            fail(here, "comparators are lit before the first step")


def check_keys(browser, where, count, slides, play=False):
    browser.press("Home")
    if browser.state()["counter"] != "Step 0 of %d" % count and not slides:
        fail(where, "Home did not go to the input")
    browser.press("End")
    state = browser.state()
    if state["counter"] != "Step %d of %d" % (count, count):
        fail(where, "End shows '" + state["counter"] + "'")
    browser.press("ArrowLeft")
    if count > 0 and browser.state()["counter"] != "Step %d of %d" % (count - 1, count):
        fail(where, "Left after End shows '" + browser.state()["counter"] + "'")
    # Fast presses all count: three Rights in a row from the input.
    browser.press("Home")
    for _ in range(3):
        browser.press("ArrowRight")
    if browser.state()["counter"] != "Step %d of %d" % (min(3, count), count):
        fail(where, "three quick Rights show '" + browser.state()["counter"] + "'")
    if play and count >= 3:
        # Space plays (a step every 0.8 s) and pauses.
        browser.press("Home")
        browser.press(" ")
        time.sleep(2.0)
        browser.press(" ")
        played = int(browser.state()["step"])
        time.sleep(1.0)
        if played < 1 or int(browser.state()["step"]) != played:
            fail(where, "Space played to step %d, then shows step %s" % (played, browser.state()["step"]))
    browser.press("b")
    if browser.js("return document.getElementById('blank').hidden"):
        fail(where, "B did not blank the page")
    browser.press("b")
    if not browser.js("return document.getElementById('blank').hidden"):
        fail(where, "B did not bring the page back")
    shown = "return Array.prototype.map.call(document.querySelectorAll('section.state:not([hidden]) .pic-bars, " \
            "section.state:not([hidden]) .pic-network, section.state:not([hidden]) .table-view, " \
            "section.state:not([hidden]) .kernel-view'), function (e) { return e.className.split(' ').pop() + ':' + " \
            "(e.getBoundingClientRect().height > 0); }).join(' ');"
    for key, want in (("1", "pic-bars:true"), ("3", "table-view:true"), ("7", "kernel-view:true"), ("4", "pic-bars:true")):
        browser.press(key)
        if want not in browser.js(shown):
            fail(where, "view key " + key + " shows " + browser.js(shown))
    browser.press("7")
    if "lit" not in browser.js("return document.querySelector('section.state:not([hidden]) .kernel-view pre').innerHTML") \
            and count > 0:
        fail(where, "the kernel view lights no line")
    browser.press("4")
    browser.press("c")
    if not browser.js("return document.body.classList.contains('cb') && "
                      "getComputedStyle(document.querySelector('section.state:not([hidden]) .cbv')).display !== 'none'"):
        fail(where, "C did not show the colour-blind colours")
    browser.press("c")
    # PageDown / PageUp: the slides of a lesson of two or more, else a step.
    browser.press("Home")
    if len(slides) >= 2:
        for k in range(1, len(slides)):
            browser.press("PageDown")
            shown = browser.js("var s = document.querySelector('aside.slide:not([hidden])');"
                               "return s ? [s.getAttribute('data-slide'), s.getAttribute('data-step')] : null;")
            if shown is None or shown[0] != str(k):
                fail(where, "PageDown %d times shows slide %s" % (k, shown))
                break
            state = browser.state()
            if state["step"] != shown[1]:
                fail(where, "slide %d opened at step %s, its file says %s" % (k + 1, state["step"], shown[1]))
        browser.press("PageUp")
        shown = browser.js("return document.querySelector('aside.slide:not([hidden])').getAttribute('data-slide')")
        if shown != str(len(slides) - 2):
            fail(where, "PageUp from the last slide shows slide " + str(shown))
        browser.press("ArrowRight")  # stops a slide that plays
    else:
        browser.press("PageDown")
        if count > 0 and browser.state()["counter"] != "Step 1 of %d" % count:
            fail(where, "PageDown shows '" + browser.state()["counter"] + "'")
        browser.press("PageUp")


def answer(browser, form_step, right):
    """Fills in the Predict form of state `form_step` with its answer (or a wrong one) and checks it."""
    return browser.js("""
var form = document.querySelector("section.state:not([hidden]) form.predict");
if (!form) return 'no question on the state shown';
if (form.getAttribute('data-step') !== String(arguments[2])) return 'the state shown asks about step ' + form.getAttribute('data-step');
var unfold = form.querySelector('.unfold');
if (form.classList.contains('folded')) unfold.click();
var answer = arguments[0], right = arguments[1];
var kind = form.getAttribute('data-kind');
if (kind === 'swaps') {
  var boxes = form.querySelectorAll('input[type=checkbox]');
  for (var i = 0; i < boxes.length; ++i) boxes[i].checked = answer.charAt(i + 1) === '1';
  if (!right) boxes[0].checked = !boxes[0].checked;
} else {
  var parts = answer.slice(1).split(',');
  var position = parseInt(parts[parts.length - 1], 10);
  if (!right) position = position === 0 ? 1 : position - 1;
  form.querySelector('input.position').value = String(position);
  if (kind === 'bin') form.querySelector('input.bin').value = parts[0];
}
form.querySelector('.check button').click();
return 'ok';
""", form_step["answer"], right, form_step["step"])


def check_predict(browser, where, student_path):
    forms = browser.js("return Array.prototype.map.call(document.querySelectorAll(\"section.state[data-run='0'] form.predict\"),"
                       " function (f) { return {step: parseInt(f.getAttribute('data-step'), 10), answer: f.getAttribute('data-answer')}; });")
    if not forms:
        return
    for f in forms:
        if not f["answer"]:
            fail(where, "the teacher's copy has no answer for the question of step %d" % (f["step"] + 1))
            return
    first = forms[0]

    def go_to(step):
        browser.press("Home")
        for _ in range(step):
            browser.press("ArrowRight")
        counter = browser.state()["counter"]
        if not counter.startswith("Step %d of" % step):
            fail(where, "Home and %d Rights show '%s'" % (step, counter))

    # Right, then (after a reload) wrong.
    for right, score in ((True, "Predict: 1 of 1 right"), (False, "Predict: 0 of 1 right")):
        browser.driver.get(browser.url)
        go_to(first["step"])
        result = answer(browser, first, right)
        if result != "ok":
            fail(where, "answering: " + result)
            return
        got = browser.js("return document.getElementById('score').textContent")
        if got != score:
            fail(where, "answered %s, the score reads '%s'" % ("right" if right else "wrong", got))
        counter = browser.state()["counter"]
        if not counter.startswith("Step %d of" % (first["step"] + 1)):
            fail(where, "after the answer the page shows '" + counter + "', not the step asked about")
    if len(forms) >= 2:
        second = forms[1]
        go_to(second["step"])
        result = answer(browser, second, True)
        if result != "ok":
            fail(where, "answering the second question: " + result)
        if browser.js("return document.getElementById('score').textContent") != "Predict: 1 of 2 right":
            fail(where, "a right answer after a wrong one reads " + browser.js("return document.getElementById('score').textContent"))
    if student_path:
        # The student's copy scores the same answer, though it holds no answers.
        browser.open(student_path)
        go_to(first["step"])
        answer(browser, first, True)
        if browser.js("return document.getElementById('score').textContent") != "Predict: 1 of 1 right":
            fail(where + " (student)", "the right answer is not scored right")


def check_student_copy(browser, where, path):
    browser.open(path)
    leaked = browser.js("return document.querySelectorAll('.note, [data-answer], .answer, #notes').length")
    if leaked:
        fail(where, "the students' copy holds %d teacher's notes or answers" % leaked)


def check_phone_picture(browser, where, states):
    """At 390x844, the labels of a step's own picture, in its first three steps (radix: count, prefix
    sum, scatter), are readable: LEAST_PHONE_PICTURE_PX or more."""
    for step in range(1, min(states - 1, 3) + 1):
        least = browser.js(PICTURE_TEXT_JS)
        if least is None:
            fail(where + " at 390x844", "step %d shows no picture of its own" % step)
        elif least["px"] < LEAST_PHONE_PICTURE_PX:
            fail(where + " at 390x844", "the step's picture labels \"%s\" %.1f px tall after step %d (at least %.0f px)"
                 % (least["text"], least["px"], step, LEAST_PHONE_PICTURE_PX))
        browser.press("ArrowRight")


def check_phone_bars(browser, where):
    """At 390x844, the bars' texts are readable (LEAST_PHONE_BARS_PX or more); where the keys' numbers are
    left out (too many keys to fit), the picture says where to read them and the list above shows them."""
    found = browser.js(BARS_TEXT_JS)
    if not found["texts"]:
        fail(where + " at 390x844", "no bars picture is shown")
        return
    least = min(found["texts"], key=lambda item: item["px"])
    if least["px"] < LEAST_PHONE_BARS_PX:
        fail(where + " at 390x844", "the bars' label \"%s\" is %.1f px tall (at least %.0f px)"
             % (least["text"], least["px"], LEAST_PHONE_BARS_PX))
    if found["list"] is None:
        fail(where + " at 390x844", "the keys' list above the pictures is not shown")
    elif found["key_labels"] and found["key_labels"] != found["list"]:
        fail(where + " at 390x844", "the keys under the bars are " + " ".join(found["key_labels"]) + ", the list says "
             + " ".join(found["list"]))
    elif not found["key_labels"] and not any(item["text"] == UNLABELLED_NOTE for item in found["texts"]):
        fail(where + " at 390x844", "the bars show no keys' numbers and do not say where to read them")


def check_network_numbers(browser, where, size, states):
    """At the window's size (390x844 or 1280x720), in the first three steps and the last, the network's
    wire and step numbers are LEAST_NETWORK_PX or more; the lit step's number is shown with comparators
    lit, the same as the wide copy's; where steps are left out, the caption says which are shown."""
    browser.press("Home")
    for visit in range(min(states - 1, 3) + 1):
        browser.press("End" if visit == min(states - 1, 3) else "ArrowRight")
        counter = re.match(r"Step (\d+) of (\d+)", browser.state()["counter"])
        if not counter:
            fail(where + " at " + size, "the counter reads '%s'" % browser.state()["counter"])
            return
        step, steps = int(counter.group(1)), int(counter.group(2))
        here = "%s at %s, step %d" % (where, size, step)
        found = browser.js(NETWORK_TEXT_JS)
        if found is None:
            fail(here, "no network picture is shown")
            return
        if not found["wires"] or not found["steps"]:
            fail(here, "the network shows no wire numbers or no step numbers")
            continue
        least = min(found["wires"] + found["steps"] + found["caption"], key=lambda item: item["px"])
        if least["px"] < LEAST_NETWORK_PX:
            fail(here, "the network's label \"%s\" is %.1f px tall (at least %.0f px)"
                 % (least["text"], least["px"], LEAST_NETWORK_PX))
        numbers = [int(item["text"]) for item in found["steps"]]
        if str(step) not in [item["text"] for item in found["steps"]]:
            fail(here, "the lit step's number is not shown (shown: %s)" % numbers)
        if not found["lit"]:
            fail(here, "no comparator of the lit step is lit")
        if found["lit"] != found["wide_lit"]:
            fail(here, "the phone's copy lights %s, the wide copy %s" % (found["lit"], found["wide_lit"]))
        shown = ("step %d" % min(numbers) if min(numbers) == max(numbers) else "steps %d to %d" % (min(numbers), max(numbers))) \
            + " of %d shown" % steps
        if (min(numbers) > 1 or max(numbers) < steps) and not any(shown in item["text"] for item in found["caption"]):
            fail(here, "not every step is drawn and the picture does not say '%s'" % shown)


def check_layout(browser, where, out_dir, stem, states, own_picture=False, network=False):
    for width, height in ((1280, 720), (390, 844)):
        browser.size(width, height)
        browser.press("Home")
        browser.press("ArrowRight")
        problems = browser.js(GEOMETRY_JS)
        for problem in problems[:5]:
            fail("%s at %dx%d" % (where, width, height), problem)
        browser.screenshot(os.path.join(out_dir, "%s-%dx%d.png" % (stem, width, height)))
        if width < 500:
            check_phone_bars(browser, where)
        if own_picture and width < 500:
            check_phone_picture(browser, where, states)
        if network:
            check_network_numbers(browser, where, "%dx%d" % (width, height), states)
    browser.size(1280, 720)
    pages = browser.pdf_pages(os.path.join(out_dir, stem + ".pdf"))
    if pages != states:
        fail(where, "printed %d pages, expected one per state: %d" % (pages, states))


def check_page(browser, cli, where, path, run_args, network, out_dir, stem, slides=(), student_path=None,
               pages_expected=None):
    expected = expected_steps(cli, run_args)
    comparators = expected_comparators(cli, run_args, len(expected[0][1])) if network else None
    browser.open(path)
    check_states(browser, where, expected, comparators)
    check_keys(browser, where, len(expected) - 1, list(slides), play=where.endswith("-16"))
    check_predict(browser, where, student_path)
    browser.open(path)
    check_layout(browser, where, out_dir, stem, pages_expected or len(expected), own_picture=not network, network=network)
    for problem in browser.requests():
        fail(where, problem)


def check_scrolling_network(browser, where, path):
    """At 1280x720 a network past about 40 wires shows its window of steps at its own size in a box as tall
    as the column (72vh) that scrolls, not the whole network shrunk to a thumbnail."""
    browser.open(path)
    browser.size(1280, 720)
    browser.press("ArrowRight")
    browser.press("2")
    box = browser.js("var b = document.querySelector('section.state:not([hidden]) figure.pic-network .wide');"
                     "if (!b) return null; var svg = b.querySelector('svg').getBoundingClientRect();"
                     "return {cls: b.className, client: b.clientHeight, scroll: b.scrollHeight, svg_width: svg.width,"
                     "        window: window.innerHeight, overflow: getComputedStyle(b).overflowY};")
    if box is None:
        fail(where + " at 1280x720", "no wide network picture is shown")
        return
    if "scrolls" not in box["cls"] or box["overflow"] != "auto" or box["scroll"] <= box["client"] + 1:
        fail(where + " at 1280x720", "the network's window does not scroll in its box: %s" % box)
    if box["client"] > 0.72 * box["window"] + 2:
        fail(where + " at 1280x720", "the network's box is %d px tall, more than 72%% of %d" % (box["client"], box["window"]))
    if box["svg_width"] < 300:
        fail(where + " at 1280x720", "the network is drawn %d px wide: shrunk, not at its own size" % box["svg_width"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True)
    parser.add_argument("--sessions", required=True)
    parser.add_argument("--out", required=True, help="where the pages, screenshots and PDFs go")
    parser.add_argument("--only", help="a regular expression: only the cases whose name matches")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    algorithms = [line.split()[0] for line in run_cli(args.cli, ["list"]).splitlines() if line.strip()]
    started = time.monotonic()
    browser = Browser()
    cases = 0
    try:
        with tempfile.TemporaryDirectory() as folder:
            for algo in algorithms:
                network = is_network(args.cli, algo)
                for n in (16, 13):
                    stem = "%s-%d" % (algo, n)
                    if args.only and not re.search(args.only, stem):
                        continue
                    path = os.path.join(args.out, stem + ".html")
                    run_args = ["--algo", algo, "--n", str(n)]
                    run_cli(args.cli, ["export"] + run_args + ["--format", "html", "-o", path])
                    check_page(browser, args.cli, stem, path, run_args, network, args.out, stem)
                    cases += 1
            # A network past about 40 wires: its window of steps scrolls in its box on a projector.
            stem = "bitonic-64"
            if not args.only or re.search(args.only, stem):
                path = os.path.join(args.out, stem + ".html")
                run_args = ["--algo", "bitonic", "--n", "64"]
                run_cli(args.cli, ["export"] + run_args + ["--format", "html", "-o", path])
                # (`sort --steps` prints the keys for 32 or fewer: the states' keys are checked at 16 and 13.)
                states = int(subprocess.run(["grep", "-c", "<section class=\"state\"", path], capture_output=True,
                                            text=True).stdout.strip() or 0)
                if states != 22:  # the input and bitonic's 21 steps at n = 64
                    fail(stem, "the page has %d states, not 22" % states)
                browser.open(path)
                check_layout(browser, stem, args.out, stem, states, network=True)
                check_scrolling_network(browser, stem, path)
                for problem in browser.requests():
                    fail(stem, problem)
                cases += 1
            for session in sorted(glob.glob(os.path.join(args.sessions, "*.json"))):
                stem = "lesson-" + os.path.basename(session)[:-5]
                if args.only and not re.search(args.only, stem):
                    continue
                path = os.path.join(args.out, stem + ".html")
                student = os.path.join(args.out, stem + "-student.html")
                run_cli(args.cli, ["export", "--session", session, "--format", "html", "-o", path])
                run_cli(args.cli, ["export", "--session", session, "--format", "html", "--student", "-o", student])
                run_args, data, slides = lesson_run_args(session, folder)
                network = is_network(args.cli, run_args[1])
                states = int(subprocess.run(["grep", "-c", "<section class=\"state\"", path], capture_output=True,
                                            text=True).stdout.strip() or 0)
                check_page(browser, args.cli, stem, path, run_args, network, args.out, stem, slides, student, states)
                check_student_copy(browser, stem + " (student)", student)
                for problem in browser.requests():
                    fail(stem + " (student)", problem)
                if data.get("slides") and any(s.get("note") for s in data["slides"]):
                    browser.open(path)
                    browser.press("n")
                    if not browser.js("return document.querySelector('aside.slide:not([hidden]) .note') === null || "
                                      "getComputedStyle(document.querySelector('aside.slide:not([hidden]) .note')).display !== 'none'"):
                        fail(stem, "N did not show the teacher's note")
                cases += 1
    finally:
        browser.quit()
    seconds = time.monotonic() - started
    if FAILURES:
        print("%d problems in %d pages (%.0f s)" % (len(FAILURES), cases, seconds))
        return 1
    if cases == 0:
        print("FAIL: no page was tested")
        return 1
    print("OK: %d pages in Chromium, every state, key, answer, size and print checked (%.0f s); screenshots in %s"
          % (cases, seconds, args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
