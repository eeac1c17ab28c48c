#!/bin/bash
# Issue 49's hostile inputs to sortscope-cli, made here at run time (tiny files, FIFOs, pipes; nothing
# large), each checked for its exit code and its message (run by ctest with the CLI's path and a scratch
# folder):
#   - every input goes through one opener: a FIFO, a folder, a device, a NUL byte in a kernel, a pipe past
#     the command's bound are refused with exit 2 at once (never a hang), naming the input;
#   - `lab check --format json` prints JSON for a refusal too, valid UTF-8 whatever the file name;
#   - success lines and reports quote outside bytes (ESC, U+202E, invalid UTF-8);
#   - signals ignored at the start (nohup, a script's `&`) stay ignored; lab start leaves nothing behind
#     when its write fails;
#   - a read-only file (mode 444) is not replaced by an ordinary user's --output / -o;
#   - options that change nothing are refused (exit 2);
#   - a PNG export's suggested n is accepted; under ulimit -v the budget names the address-space limit;
#   - table --format csv over every step writes one header; bench --log2n takes a list.
# Time bounds are generous (a refusal takes well under a second alone; ctest runs this on a loaded machine).
set -u
cli="$1"
work="$2"
rm -rf "$work" && mkdir -p "$work" || exit 1
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# expect CODE PATTERN COMMAND...: runs COMMAND (within 60 s: a hang fails), checks its exit code and that
# its output (stdout and stderr) holds PATTERN (a bash glob).
expect() {
    local code="$1" pattern="$2"
    shift 2
    out=$(timeout 60 "$@" 2>&1 < /dev/null)
    local rc=$?
    [ "$rc" = "$code" ] || fail "exit $rc, expected $code: $*: $out"
    # shellcheck disable=SC2053
    [[ "$out" == $pattern ]] || fail "output of $* does not match '$pattern': $out"
}

mkfifo "$work/k.comp" "$work/keys.fifo" || exit 1
mkdir "$work/folder.comp"

# --- The one opener (items 8, 9, 13, 14) ---
expect 2 "*the kernel file '$work/k.comp' is a FIFO (named pipe), not a regular file*" "$cli" lab check bitonic "$work/k.comp"
expect 2 "*the kernel file '/dev/zero' is a device, not a regular file*" "$cli" lab check bitonic /dev/zero
expect 2 "*the kernel file '$work/folder.comp' is a folder, not a file*" "$cli" lab check bitonic "$work/folder.comp"
expect 2 "*cannot read the kernel file '$work/none.comp': No such file or directory*" "$cli" lab check bitonic "$work/none.comp"
printf 'void main() {}\n\0junk\n' > "$work/nul.comp"
expect 2 "*the kernel file '$work/nul.comp' holds a NUL byte at offset 15: not a text file*" "$cli" lab check bitonic "$work/nul.comp"
expect 2 "*key file '$work/keys.fifo' is a FIFO (named pipe)*" "$cli" sort --algo bitonic --input "$work/keys.fifo"
expect 2 "*key file '$work/folder.comp' is a folder, not a file*" "$cli" sort --algo bitonic --input "$work/folder.comp"

# A regular file with no line breaks is refused after 4096 bytes, quoted and cut.
head -c 5000 /dev/zero | tr '\0' 'x' > "$work/one-line.txt"
expect 2 "*one-line.txt:1: a line longer than 4096 bytes is not a key: 'xxxx*... (* bytes)'*" "$cli" sort --algo bitonic --input "$work/one-line.txt"

# A pipe is read up to the command's bound, then refused naming it: a quiz takes 64 keys.
out=$(yes 7 | timeout 60 "$cli" quiz --algo bitonic --input /dev/stdin 2>&1)
rc=$?
[ "$rc" = 2 ] || fail "yes 7 | quiz --input /dev/stdin: exit $rc, expected 2: $out"
[[ "$out" == *"key file '/dev/stdin' holds more than 64 keys, a quiz takes at most 64: refused at line 65"* ]] ||
    fail "yes 7 | quiz --input /dev/stdin: $out"
# ... and --max-memory bounds a pipe's bytes (a key of 2 bytes holds 8 once read: 1 MiB reads 262 KB at most).
out=$(yes '# a comment, never a key' | timeout 60 "$cli" sort --algo bitonic --input - --max-memory 1 2>&1)
rc=$?
[ "$rc" = 2 ] || fail "a pipe of comments under --max-memory 1: exit $rc, expected 2: $out"
[[ "$out" == *"key file '-' holds more than 262 KB, the most that fits in the 1 MiB limit (--max-memory) once read"* ]] ||
    fail "a pipe of comments under --max-memory 1: $out"
# A small pipe is read whole.
out=$(printf '3\n1\n2\n' | timeout 60 "$cli" table --algo bitonic --input /dev/stdin --step 1 2>&1)
[ $? = 0 ] || fail "printf 3 1 2 | table --input /dev/stdin: $out"

# --- JSON for a refusal, valid UTF-8 (items 16, 2) ---
bad_name=$(printf '%s/k\xff\xfe.comp' "$work")
out=$(timeout 60 "$cli" lab check bitonic "$bad_name" --format json 2> "$work/err.txt")
rc=$?
[ "$rc" = 2 ] || fail "lab check --format json of a missing file: exit $rc, expected 2"
printf '%s' "$out" | iconv -f UTF-8 -t UTF-8 > /dev/null 2>&1 || fail "lab check --format json is not valid UTF-8: $out"
[ "$(printf '%s' "$out" | jq -r .verdict)" = refused ] || fail "lab check --format json of a refusal is not JSON naming it: $out"
[[ "$(printf '%s' "$out" | jq -r .error)" == "cannot read the kernel file '$work/k\\xff\\xfe.comp': No such file or directory" ]] ||
    fail "lab check --format json's error: $out"
[[ "$(printf '%s' "$out" | jq -r .kernel)" == "$work/k"$'\uFFFD\uFFFD'".comp" ]] || fail "lab check --format json's kernel: $out"
grep -q "sortscope-cli lab: cannot read the kernel file" "$work/err.txt" || fail "the refusal's message on stderr: $(cat "$work/err.txt")"

# --- A report repeats the student's bytes escaped (items 15, 16): an `#error` line with ESC and U+202E ---
timeout 60 "$cli" lab start bitonic "$work/student" --solution > /dev/null 2>&1 || fail "lab start bitonic --solution failed"
sed "2i #error \x1b[2J\x1b[31mPWNED\xe2\x80\xae" "$work/student/bitonic.comp" > "$work/student/pwned.comp"
out=$(timeout 120 "$cli" lab check bitonic "$work/student/pwned.comp" 2>&1)
rc=$?
[ "$rc" = 1 ] || fail "lab check of a kernel with #error: exit $rc, expected 1 (compile error): $out"
[[ "$out" == *'\x1b[2J\x1b[31mPWNED\u{202e}'* ]] || fail "lab check's report does not show the #error line escaped: $out"
[[ "$out" == *$'\e'* || "$out" == *$'\u202e'* ]] && fail "lab check's report holds a raw ESC or U+202E: $out"
sed "2i #error bad \xff\xfe" "$work/student/bitonic.comp" > "$work/student/bad.comp"
out=$(timeout 120 "$cli" lab check bitonic "$work/student/bad.comp" --format json 2> /dev/null)
printf '%s' "$out" | iconv -f UTF-8 -t UTF-8 > /dev/null 2>&1 || fail "lab check --format json of '#error bad \xff\xfe' is not valid UTF-8: $out"
[ "$(printf '%s' "$out" | jq -r .verdict)" = compile-error ] || fail "lab check --format json of '#error bad \xff\xfe': $out"

# --- Success lines quote outside bytes (item 17) ---
hostile=$(printf '%s/x\e[31m\u202e.svg' "$work")
out=$(timeout 60 "$cli" export --algo bitonic --n 4 --format svg -o "$hostile" 2>&1)
[ $? = 0 ] || fail "export -o a name with ESC and U+202E: $out"
[[ "$out" == "wrote $work/x\\x1b[31m\\u{202e}.svg: "* ]] || fail "export's success line: $out"
[[ "$out" == *$'\e'* ]] && fail "export's success line holds a raw ESC: $out"
# The GIF and the web page, written beside the quoting function, echo their paths through it too.
for format in gif html; do
  hostile=$(printf '%s/x\e[31m\u202e.%s' "$work" "$format")
  out=$(timeout 120 "$cli" export --algo bitonic --n 4 --format "$format" -o "$hostile" 2>&1)
  [ $? = 0 ] || fail "export --format $format -o a name with ESC and U+202E: $out"
  [[ "$out" == "wrote $work/x\\x1b[31m\\u{202e}.$format: "* ]] || fail "export --format $format's success line: $out"
  [[ "$out" == *$'\e'* ]] && fail "export --format $format's success line holds a raw ESC: $out"
done
out=$(timeout 60 "$cli" lab start bitonic "$(printf '%s/lab\e[2J' "$work")" 2>&1)
[ $? = 0 ] || fail "lab start into a folder named with ESC: $out"
[[ "$out" == *"$work/lab\\x1b[2J/bitonic.comp: the exercise"* ]] || fail "lab start's lines: $out"
[[ "$out" == *$'\e'* ]] && fail "lab start's lines hold a raw ESC: $out"

# --- lab start writes atomically (item 18) ---
# A write that fails (a file-size limit of 1 KiB, as a full disk would: EFBIG, with SIGXFSZ ignored)
# leaves no file behind and says why; the next lab start, with room, is not refused as "exists".
out=$( (trap '' XFSZ; ulimit -f 1; timeout 60 "$cli" lab start rank "$work/full") 2>&1)
rc=$?
[ "$rc" = 1 ] || fail "lab start under a file-size limit: exit $rc, expected 1: $out"
[[ "$out" == *"cannot write $work/full/rank."*": File too large"* ]] || fail "lab start under a file-size limit does not say why: $out"
left=$(ls -A "$work/full" 2> /dev/null)
[ -z "$left" ] || fail "lab start under a file-size limit left files behind: $left"
out=$(timeout 60 "$cli" lab start rank "$work/full" 2>&1)
[ $? = 0 ] || fail "lab start after a failed one was refused: $out"

# --- Ignored signals stay ignored (item 19) ---
# nohup ignores SIGHUP; a script's `&` SIGINT. The CLI is held mid-write, sent the signal, and must finish.
for signal in HUP INT; do
    rm -f "$work/held.json"
    ( trap '' "$signal"; SORTSCOPE_TEST_WRITE_DELAY_MS=1500 exec "$cli" export --algo bitonic --n 8 --format json -o "$work/held.json" ) \
        > /dev/null 2>&1 &
    pid=$!
    for _ in $(seq 600); do compgen -G "$work/held.json.tmp-*" > /dev/null && break; sleep 0.1; done
    kill "-$signal" "$pid" 2> /dev/null
    wait "$pid"
    rc=$?
    [ "$rc" = 0 ] || fail "SIG$signal ignored at the start still ended the run: exit $rc"
    [ -s "$work/held.json" ] || fail "SIG$signal ignored at the start: the file was not written"
done

# --- A read-only file is not replaced by an ordinary user (item 21) ---
if [ "$(id -u)" = 0 ]; then
    # Root may write any file, as sort -o may: the case is run as nobody through setpriv.
    if command -v setpriv > /dev/null && setpriv --reuid=65534 --regid=65534 --clear-groups true 2> /dev/null &&
        setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$cli"; then
        as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
        chmod 1777 "$work"
    else
        as_user=()
        echo "SKIP: the read-only output case: running as root and cannot become an ordinary user (no setpriv, or the CLI is not reachable to nobody)"
    fi
else
    as_user=(env)
fi
if [ ${#as_user[@]} -gt 0 ]; then
    rm -f "$work/readonly.svg"
    "${as_user[@]}" sh -c "echo old > '$work/readonly.svg' && chmod 444 '$work/readonly.svg'"
    out=$("${as_user[@]}" timeout 60 "$cli" export --algo bitonic --n 4 --format svg -o "$work/readonly.svg" 2>&1)
    rc=$?
    [ "$rc" = 1 ] || fail "export -o a read-only file: exit $rc, expected 1: $out"
    [[ "$out" == *"cannot write $work/readonly.svg: Permission denied (the file is read-only to you"* ]] ||
        fail "export -o a read-only file: $out"
    [ "$(cat "$work/readonly.svg")" = old ] || fail "export -o replaced a read-only file"
    [ "$(stat -c %a "$work/readonly.svg")" = 444 ] || fail "the read-only file's mode changed"
    rm -f "$work/readonly.svg"
fi

# --- Options that change nothing are refused (item 21) ---
expect 2 "*--values changes nothing in verify*" "$cli" verify --algo bitonic --n 4 --values
expect 2 "*--keys changes nothing in verify*" "$cli" verify --algo bitonic --n 4 --keys f32
expect 2 "*--keys changes nothing in a network's picture*" "$cli" export --algo bitonic --n 4 --format svg --keys f32 -o "$work/x.svg"
expect 2 "*--values changes nothing in a network's picture*" "$cli" export --algo bitonic --n 4 --format svg --values -o "$work/x.svg"

# --onesweep-ranking match on a renderer without GL_NV_shader_subgroup_partitioned would run another
# ranking without a word: refused (checked where the renderer is llvmpipe, which has no match).
out=$(timeout 120 "$cli" sort --algo onesweep --n 1000 --onesweep-ranking match 2>&1)
rc=$?
if [[ "$out" == *"renderer: llvmpipe"* ]]; then
    [ "$rc" = 2 ] || fail "--onesweep-ranking match on llvmpipe: exit $rc, expected 2: $out"
    [[ "$out" == *"--onesweep-ranking match: this device runs "*" ranking at most"*"so the option would change nothing"* ]] ||
        fail "--onesweep-ranking match on llvmpipe: $out"
else
    echo "SKIP: --onesweep-ranking match: the renderer is not llvmpipe ($(grep '^renderer:' <<< "$out"))"
fi

# --- A PNG export's suggested n makes an image an export makes (item 5) ---
out=$(timeout 120 "$cli" export --algo odd-even-transposition --n 1024 --format png -o "$work/net.png" 2>&1)
[[ "$out" == *"the largest n that fits is about "* ]] || fail "export png at n = 1024: no suggestion: $out"
suggested=$(sed -n 's/.*the largest n that fits is about \([0-9]*\).*/\1/p' <<< "$out")
out=$(timeout 120 "$cli" export --algo odd-even-transposition --n "$suggested" --format png -o "$work/net.png" 2>&1)
[ $? = 0 ] || fail "export png at its suggested n = $suggested was refused: $out"

# After a memory refusal, sort's suggestion fits the device's time too: rank at 2 x 10^9 keys was told
# "about 699218750" (memory only), a run of days. Its n^2 comparisons within 60 s are far fewer.
out=$(timeout 120 "$cli" sort --algo rank --n 2000000000 --max-memory 4096 2>&1)
rc=$?
suggested=$(sed -n 's/.*the largest n that fits is about \([0-9]*\).*/\1/p' <<< "$out")
[ "$rc" = 2 ] && [ -n "$suggested" ] || fail "sort --algo rank --n 2000000000: exit $rc, expected 2 with a suggestion: $out"
[[ "$out" == *"would need about "*" of memory, over the 4096 MiB limit (--max-memory)"* ]] || fail "rank's memory refusal: $out"
[ -n "$suggested" ] && [ "$suggested" -lt 10000000 ] || fail "rank's suggestion after a memory refusal ignores the time: $out"

# --- The memory budget reads the process's own limits (item 7) ---
if [ -z "${ASAN_OPTIONS:-}" ]; then  # AddressSanitizer reserves more address space than any limit
    out=$( (ulimit -v 2000000; timeout 60 "$cli" table --algo bitonic --n 2000000000 --step 1) 2>&1)
    [[ "$out" == *"left under this process's address-space limit of 2.05 GB (ulimit -v: RLIMIT_AS)"* ]] ||
        fail "under ulimit -v 2000000 the budget does not name the address-space limit: $out"
fi

# --- One CSV header over every step; bench --log2n takes a list ---
out=$(timeout 60 "$cli" table --algo radix --n 8 --format csv 2>&1)
[ $? = 0 ] || fail "table --format csv over every step: $out"
headers=$(printf '%s\n' "$out" | grep -c '^table,')
[ "$headers" = 1 ] || fail "table --format csv over every step of radix has $headers header lines, expected 1: $out"
grep -q '^$' <<< "$out" && fail "table --format csv over every step has blank lines: $out"
out=$(timeout 60 "$cli" table --algo bitonic --n 8 --format csv 2>&1)
[ "$(printf '%s\n' "$out" | grep -c '^step,')" = 1 ] || fail "table --format csv of bitonic repeats its header: $out"
[ "$(printf '%s\n' "$out" | wc -l)" = $((1 + 6 * 4)) ] || fail "table --format csv of bitonic at n = 8: not a header and 24 rows: $out"

if [ "$failures" -gt 0 ]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "all hostile-input cases behave"
