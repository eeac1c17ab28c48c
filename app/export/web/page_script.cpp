// The web page's script (see page_assets.hpp). It only shows states, takes keys and scores Predict
// answers: every picture is already in the page as SVG. Every keydown counts, whatever its keyup (a
// presentation clicker presses and releases within milliseconds). Standard DOM only, so it runs from a
// file:// URL in Chromium, Firefox and Safari.
#include "page_assets.hpp"

namespace sortscope::exports::web {

std::string_view page_script() {
    return R"JS(
(function () {
  'use strict';
  var body = document.body;
  // runs[r][s]: the state after s steps of run r (a lesson whose slides sort other keys has several runs).
  var runs = [];
  Array.prototype.forEach.call(document.querySelectorAll('section.state'), function (section) {
    var r = parseInt(section.getAttribute('data-run'), 10);
    (runs[r] = runs[r] || []).push(section);
  });
  var slides = Array.prototype.slice.call(document.querySelectorAll('aside.slide'));
  var run = 0, states = runs[0], last = states.length - 1;
  var current = 0, slide = slides.length ? 0 : -1, timer = null, asked = 0, right = 0;
  var counter = document.getElementById('counter');
  var score = document.getElementById('score');
  var verdict = document.getElementById('verdict');
  var blank = document.getElementById('blank');
  var help = document.getElementById('help');
  var views = {'1': 'view-bars', '2': 'view-network', '3': 'view-table', '4': 'view-all', '7': 'view-kernel'};

  function show(s, r) {
    if (r === undefined) r = run;
    s = Math.max(0, Math.min(runs[r].length - 1, s));
    if (s === current && r === run) return;
    states[current].hidden = true;
    run = r;
    states = runs[r];
    last = states.length - 1;
    states[s].hidden = false;
    current = s;
    counter.textContent = 'Step ' + s + ' of ' + last;
    focusListing();
  }
  // The kernel's listing scrolled to the first line the step runs, as the app's kernel view is.
  function focusListing() {
    var pre = states[current].querySelector('pre.listing');
    var lit = pre && pre.querySelector('.lit');
    if (!lit || pre.getBoundingClientRect().height === 0) return;
    pre.scrollTop += lit.getBoundingClientRect().top - pre.getBoundingClientRect().top - 24;
  }
  function stop() {
    if (timer !== null) { clearInterval(timer); timer = null; }
    document.getElementById('play').setAttribute('aria-pressed', 'false');
  }
  function playTo(target) {
    stop();
    if (current >= target) return;
    document.getElementById('play').setAttribute('aria-pressed', 'true');
    timer = setInterval(function () {
      show(current + 1);
      if (current >= target) stop();
    }, 800);
  }
  function openSlide(k) {
    if (k < 0 || k >= slides.length) return;
    stop();
    slides[slide].hidden = true;
    slides[k].hidden = false;
    slide = k;
    show(parseInt(slides[k].getAttribute('data-step'), 10), parseInt(slides[k].getAttribute('data-run'), 10));
    var to = slides[k].getAttribute('data-play-to');
    if (to !== null) playTo(parseInt(to, 10));
  }
  // PageDown / PageUp: the slides of a lesson of two or more, else a step (as the app does).
  function next(d) {
    if (slides.length >= 2) openSlide(slide + d); else { stop(); show(current + d); }
  }
  function setView(key) {
    for (var k in views) {
      body.classList.remove(views[k]);
      var button = document.querySelector('nav button[data-key="' + k + '"]');
      if (button) button.setAttribute('aria-pressed', k === key ? 'true' : 'false');
    }
    body.classList.add(views[key]);
    focusListing();
  }
  function toggle(name, id) {
    var on = body.classList.toggle(name);
    var button = document.getElementById(id);
    if (button) button.setAttribute('aria-pressed', on ? 'true' : 'false');
  }
  // FNV-1a, as html_text.cpp's answer_hash.
  function hash(text) {
    var h = 0x811c9dc5;
    for (var i = 0; i < text.length; ++i) {
      h ^= text.charCodeAt(i) & 0xff;
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return ('0000000' + h.toString(16)).slice(-8);
  }
  function guess(form) {
    var kind = form.getAttribute('data-kind');
    if (kind === 'swaps') {
      var boxes = form.querySelectorAll('input[type=checkbox]'), bits = 's';
      for (var i = 0; i < boxes.length; ++i) bits += boxes[i].checked ? '1' : '0';
      return bits;
    }
    var position = form.querySelector('input.position').value.trim();
    if (kind === 'destination') return 'd' + position;
    return 'b' + form.querySelector('input.bin').value.trim() + ',' + position;
  }
  function check(form) {
    if (form.classList.contains('done')) return;
    var step = parseInt(form.getAttribute('data-step'), 10);
    var ok = hash('sortscope:' + step + ':' + guess(form)) === form.getAttribute('data-h');
    asked += 1;
    if (ok) right += 1;
    form.classList.add('done', ok ? 'right' : 'wrong');
    var inputs = form.querySelectorAll('input,button');
    for (var i = 0; i < inputs.length; ++i) inputs[i].disabled = true;
    // The keys go to the page again, not to the answered form's fields.
    if (document.activeElement && form.contains(document.activeElement)) document.activeElement.blur();
    var text = ok ? 'Right.' : 'Not quite.';
    form.querySelector('.verdict').textContent = text;
    var answer = form.querySelector('.answer');
    if (answer) answer.hidden = false;
    score.textContent = 'Predict: ' + right + ' of ' + asked + ' right';
    verdict.textContent = 'Step ' + (step + 1) + ': ' + text;
    stop();
    show(step + 1);
  }
  document.addEventListener('submit', function (e) {
    e.preventDefault();
    if (e.target.classList.contains('predict')) check(e.target);
  });
  function handle(key, e) {
    // In an answer's field, keys type; a clicker's keys (PageDown, PageUp, the arrows) still step.
    if (e && e.target && e.target.tagName === 'INPUT' && key !== 'ArrowRight' && key !== 'ArrowLeft' &&
        key !== 'PageDown' && key !== 'PageUp') return false;
    if (!blank.hidden && key !== 'b' && key !== 'B' && key !== '.') { blank.hidden = true; return true; }
    switch (key) {
      case 'ArrowRight': stop(); show(current + 1); return true;
      case 'ArrowLeft': stop(); show(current - 1); return true;
      case 'PageDown': next(1); return true;
      case 'PageUp': next(-1); return true;
      case ' ': case 'Spacebar':
        if (timer !== null) stop(); else playTo(last);
        return true;
      case 'Home': stop(); show(0); return true;
      case 'End': stop(); show(last); return true;
      case 'b': case 'B': case '.': blank.hidden = !blank.hidden; return true;
      case 'c': case 'C': toggle('cb', 'theme'); return true;
      case 'n': case 'N': toggle('notes', 'notes'); return true;
      case '?': help.hidden = !help.hidden; return true;
      default:
        if (views[key]) { setView(key); return true; }
        return false;
    }
  }
  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target && e.target.tagName === 'BUTTON' && (e.key === ' ' || e.key === 'Enter')) {
      if (e.target.form) return;
    }
    if (handle(e.key, e)) e.preventDefault();
  });
  var buttons = document.querySelectorAll('nav button');
  for (var i = 0; i < buttons.length; ++i) {
    buttons[i].addEventListener('click', function (e) {
      handle(e.currentTarget.getAttribute('data-key'), null);
      e.currentTarget.blur();
    });
  }
  document.addEventListener('click', function (e) {
    if (!e.target.classList.contains('unfold')) return;
    var form = e.target.form;
    form.classList.remove('folded');
    var first = form.querySelector('.inputs input');
    if (first) first.focus();
  });
  blank.addEventListener('click', function () { blank.hidden = true; });
  setView('4');
  if (slides.length) {
    slides[0].hidden = true;
    slide = 0;
    slides[0].hidden = false;
    show(parseInt(slides[0].getAttribute('data-step'), 10), parseInt(slides[0].getAttribute('data-run'), 10));
  }
})();
)JS";
}

}  // namespace sortscope::exports::web
