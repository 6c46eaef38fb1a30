"""Near misses for the Python TELT port: look-alike and invisible characters (docs/conformance.md
§ Near misses, the table docs/schema/look-alikes.json) and Markdown before or around syntax
(docs/decisions.md, "Markdown around syntax"). Both read a line again by the lexer grammar's
rules (grammars/telt/TeltLexer.g4): every TELT line is one token, so a line's reading is its
token type in the mode the line begins in.
"""
import json
import os
import re

_TABLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "docs", "schema", "look-alikes.json")
with open(_TABLE, encoding="utf-8") as f:
    _DATA = json.load(f)
FOLD = {cp: (ascii_, name) for cp, ascii_, name in _DATA["fold"]}
CONTROLS = {cp: name for cp, _, name in _DATA["controls"]}  # the C0 controls but TAB, LF, CR, and DEL

_TRAIL = rb"[ \t\r]*(?:[ \t]//[^\n]*)?(?:\n|\Z)"
HEADER = re.compile(rb"#!telt \[3-char SHA: ([a-z0-9]{3})\]" + _TRAIL)
COMMAND = re.compile(rb"=== [A-Za-z_][A-Za-z0-9_:.\-]* ===" + _TRAIL)
END = re.compile(rb"--END ([A-Za-z0-9]+)--" + _TRAIL)
DELIMITER = re.compile(rb"--[A-Z_][A-Z0-9_]* ([A-Za-z0-9]+)--" + _TRAIL)
BLANK = re.compile(rb"[ \t]*\r?(?:\n|\Z)")
UNICODE_SPACES = {0xA0, 0x3000, 0xFEFF} | set(range(0x2000, 0x200C))
TWO_HYPHENS = {0x2013, 0x2014}  # EN DASH, EM DASH: what autocorrect makes of '--'


# §5.1: the known commands (COMMAND_OUTSIDE_BLOCK looks for them outside blocks)
KNOWN_COMMANDS = {"CREATE_FILE", "REPLACE_IN_FILE", "DELETE_FILE", "MOVE_FILE", "BASH", "EXEC", "RUN_COMMAND"}


def command_outside(content):
    """telt.md §2.1: the length of the known command's line that `content` (a line outside blocks)
    begins with, up to a lone CR, or 0."""
    if not content.startswith(b"==="):
        return 0
    line = content.split(b"\r")[0].rstrip(b" \t")
    if not COMMAND.fullmatch(line + b"\n"):
        return 0
    return len(line) if line[4:line.index(b" ", 4)].split(b":")[0].decode() in KNOWN_COMMANDS else 0


def between_commands(line, mode):
    """The rules INTRO and AFTER_END share: a blank or comment line, a command line or a malformed one."""
    if BLANK.fullmatch(line):
        return "BLANK_LINE", mode, None
    if line.startswith(b"//"):
        return "COMMENT_LINE", mode, None
    if COMMAND.fullmatch(line):
        return "COMMAND_LINE", "IN_COMMAND", None
    if line.startswith(b"==="):
        return "MALFORMED_LINE", "RECOVERING", None
    return None


def token(line, mode, hash_):
    """(token type, next mode, the hash a header sets or None) of `line` (bytes with its LF) in `mode`."""
    def by_hash(m, own, other):
        return own if m.group(1) == hash_ else other
    header = HEADER.fullmatch(line)
    if mode == "DEFAULT":
        if header:
            return "HEADER_LINE", "INTRO", header.group(1)
        if line.startswith(b"#!telt"):
            return "BAD_HEADER_LINE", "DEFAULT", None
        if m := END.fullmatch(line):
            return by_hash(m, ("STRAY_END_LINE", "DEFAULT", None), ("TEXT_LINE", "DEFAULT", None))
        return "TEXT_LINE", "DEFAULT", None
    if mode == "INTRO":
        if header:
            return "HEADER_LINE", "INTRO", header.group(1)
        if line.startswith(b"#!telt"):
            return "MISPLACED_HEADER_LINE", "RECOVERING", None
        if between := between_commands(line, mode):
            return between
        if m := END.fullmatch(line):
            return by_hash(m, ("CLOSE_LINE", "DEFAULT", None), ("FOREIGN_CLOSE_LINE", "RECOVERING", None))
        if m := DELIMITER.fullmatch(line):
            return by_hash(m, ("ORPHAN_LINE", "RECOVERING", None), ("FOREIGN_LINE", "RECOVERING", None))
        return "STRAY_LINE", "RECOVERING", None
    if mode == "IN_COMMAND":
        if m := END.fullmatch(line):
            return by_hash(m, ("END_LINE", "AFTER_END", None), ("FOREIGN_END_LINE", "IN_COMMAND", None))
        if m := DELIMITER.fullmatch(line):
            return by_hash(m, ("PARAM_LINE", "IN_COMMAND", None), ("CONTENT_LINE", "IN_COMMAND", None))
        return "CONTENT_LINE", mode, None
    if mode == "AFTER_END":
        if between := between_commands(line, mode):
            return between
        if m := END.fullmatch(line):
            return by_hash(m, ("CLOSE_LINE", "DEFAULT", None), ("TEXT_LINE", "DEFAULT", None))
        if m := DELIMITER.fullmatch(line):
            return by_hash(m, ("LATE_PARAM_LINE", "DEFAULT", None), ("TEXT_LINE", "DEFAULT", None))
        if header:
            return "HEADER_LINE", "INTRO", header.group(1)
        if line.startswith(b"#!telt"):
            return "BAD_HEADER_LINE", "DEFAULT", None
        return "TEXT_LINE", "DEFAULT", None
    # RECOVERING
    if COMMAND.fullmatch(line):
        return "COMMAND_LINE", "IN_COMMAND", None
    if m := END.fullmatch(line):
        return by_hash(m, ("END_LINE", "AFTER_END", None), ("FOREIGN_END_LINE", "RECOVERING", None))
    if m := DELIMITER.fullmatch(line):
        return by_hash(m, ("SKIPPED_PARAM_LINE", "RECOVERING", None), ("SKIPPED_LINE", "RECOVERING", None))
    if header:
        return "HEADER_LINE", "INTRO", header.group(1)
    return "SKIPPED_LINE", mode, None


def modes(lines, cuts=()):
    """The lexer mode and block hash each line (bytes with its LF) begins in, the lexer run over them
    in order; after a line in `cuts` (indices: a hash mismatch cut the block there) it goes on
    outside, as the driver re-scans (docs/formats/telt.md §3.3)."""
    mode, hash_, out = "DEFAULT", None, []
    for i, line in enumerate(lines):
        out.append((mode, hash_))
        _, mode, new_hash = token(line, mode, hash_)
        hash_ = new_hash or hash_
        if i in cuts:
            mode = "DEFAULT"
    return out


def characters(content):
    """[(byte, length, code point)] of `content`'s characters; an ill-formed byte is none."""
    out, at = [], 0
    for ch in content.decode("utf-8", "surrogateescape"):
        n = len(ch.encode("utf-8", "surrogateescape"))
        if not 0xDC80 <= ord(ch) <= 0xDCFF:
            out.append((at, n, ord(ch)))
        at += n
    return out


def folded(content):
    """The characters of `content` the table folds: [(byte, length, code point, ascii, name)]."""
    out, text, at = [], content.decode("utf-8", "surrogateescape"), 0
    for ch in text:
        n = len(ch.encode("utf-8", "surrogateescape"))
        cp = ord(ch)
        if 0x80 <= cp and not 0xDC80 <= cp <= 0xDCFF and cp in FOLD:
            out.append((at, n, cp) + FOLD[cp])
        at += n
    return out


def replaced(content, use):
    out, copied = b"", 0
    for at, n, _, ascii_, _ in use:
        out += content[copied:at] + ascii_.encode()
        copied = at + n
    return out + content[copied:]


def ill_formed(content):
    """The number of ill-formed UTF-8 subsequences (maximal subparts, each one U+FFFD) in `content`."""
    return len(content.decode("utf-8", "replace")) - len(content.decode("utf-8", "ignore"))


def near_miss(content, terminator, mode, hash_):
    """The warning for one line (its content and terminator) as {code, at, end, fix (byte edits),
    hint, names}, or None. TELT has no name tokens, so only a line whose token type changes counts."""
    if not any(b >= 0x80 or b == 0x7F or (b < 0x20 and b not in (9, 10, 13)) for b in content):
        return None
    lead, text = 0, content.decode("utf-8", "surrogateescape")
    for ch in text:  # the blanks and Unicode spaces that begin the line are UNICODE_SPACE's…
        if ch in " \t" or ord(ch) in UNICODE_SPACES:
            lead += len(ch.encode("utf-8", "surrogateescape"))
        else:
            break
    if markdown_prefix(replaced(content, folded(content)).lstrip(b" \t")):
        lead = 0  # …but before a Markdown prefix, which no UNICODE_SPACE check looks past
    changed = [f for f in folded(content) if f[0] >= lead or f[3] == ""]  # the run's invisible ones fold too
    if not changed:
        return None

    def reading(c):  # the line's token, what a Markdown prefix hides in it, a known command outside
        if not c:  # a token cut at the end of the (empty) content is empty, and dropped
            return None, None, None
        hidden = markdown_hides(c, terminator, mode, hash_)
        t = token(c + terminator, mode, hash_)[0]
        return t, hidden[1] if hidden else None, t == "TEXT_LINE" and mode == "DEFAULT" and command_outside(c) > 0
    written = reading(content)
    reads = lambda use: reading(replaced(content, use))
    if reads(changed) == written:
        # Two hyphens made one dash (conformance.md § Near misses, step 3): an en or em dash is
        # read again as the '--' autocorrect made it of; when that reads differently, it is the
        # copy the steps below use.
        if not any(f[2] in TWO_HYPHENS for f in changed):
            return None
        changed = [f[:3] + ("--",) + f[4:] if f[2] in TWO_HYPHENS else f for f in changed]
        if reads(changed) == written:
            return None
    named = [f for f in changed if reads([f]) != written] if 1 < len(changed) <= 16 else []
    if not named or reads(named) != reads(changed):  # conformance.md § Near misses, step 5
        named = changed
    fixed = replaced(content, named)
    return {"code": "LOOK_ALIKE_CHARACTER" if any(f[3] for f in named) else "INVISIBLE_CHARACTER",
            "withheld": ill_formed(fixed) < ill_formed(content),  # step 6: it would join a cut character's bytes
            "at": named[0][0], "end": named[-1][0] + named[-1][1],
            "fix": [(f[0], f[0] + f[1], f[3]) for f in named],
            "hint": fixed.decode("utf-8", "replace"),
            "message": ", ".join("U+%04X %s (%s)" % (f[2], f[4], "looks like '%s'" % f[3] if f[3] else "invisible") for f in named) + ": read as plain ASCII, the line is " +
                       " hiding ".join(filter(None, reads(changed)[:2])) + ", as written " + " hiding ".join(filter(None, written[:2])),
            "names": [f[2] for f in named]}


# A list bullet: '-', '*', '+', a number and '.' or ')', or a bullet as rendered Markdown shows it
# (U+2022 '•', U+2023 '‣', U+25AA '▪', U+25E6 '◦'), each followed by blanks.
# Any blanks (a nested list's bullet), quote markers, then a heading, a backslash escaping
# punctuation, a bullet (a task box after it), a number or one letter and ')' (docs/decisions.md §
# Markdown around syntax).
_PREFIX = re.compile(rb"[ \t]*((?:>[ \t]*)*)(?:(#{1,6})[ \t]+|(\\)(?=[!-/:-@\[\]-`{-~])|"
                     rb"([-*+]|\xe2\x80\xa2|\xe2\x80\xa3|\xe2\x96\xaa|\xe2\x97\xa6)[ \t]+(?:\[[ xX]\][ \t]+)?|"
                     rb"([0-9]{1,9}[.)]|[A-Za-z]\))[ \t]+)?")
EMPHASIS = (b"***", b"___", b"**", b"__", b"~~", b"``", b"*", b"_", b"`")  # the openers, the longer first


def markdown_prefix(content):
    """The length of the Markdown quote markers or list bullet (and blanks) that begin `content`, or 0."""
    m = _PREFIX.match(content)
    if not m or m.end() == 0 or m.end() >= len(content):
        return 0
    if not any(m.group(g) for g in range(1, 6)):
        return 0
    return m.end()


def markdown_emphasis(content):
    """(opener's start, opener's end, closer's start, closer's end) of Markdown emphasis or code
    around the rest of the line (after the quote markers or bullet, or alone), or None: an opener
    right before a character that is neither a blank nor its own, closed by the first run of exactly
    its characters later on the line that follows a non-blank and is not followed by a letter, digit
    or '_' (docs/decisions.md § Markdown around syntax)."""
    m = _PREFIX.match(content)
    at = m.end()
    opener = next((o for o in EMPHASIS if content.startswith(o, at)), None)
    if opener is None:
        return None
    inner = at + len(opener)
    if inner >= len(content) or content[inner] in b" \t" or content[inner] == opener[0]:
        return None
    c = opener[0]
    i = inner
    while i < len(content):
        if content[i] != c:
            i += 1
            continue
        j = i
        while j < len(content) and content[j] == c:
            j += 1
        after = content[j:j + 1]
        if j - i == len(opener) and content[i - 1] not in b" \t" and not (after.isalnum() or after == b"_"):
            return at, inner, i, j
        i = j
    return None


# What a Markdown prefix may hide, by what the line is as written: a header outside blocks; a
# command or this block's delimiter where the block skips text; in a value (a file's text, with
# Markdown of its own) only this block's delimiters, whose hash no file's text holds by accident.
HIDES = {
    "TEXT_LINE": {"HEADER_LINE", "COMMAND_LINE", "CLOSE_LINE"},
    "STRAY_LINE": {"HEADER_LINE", "COMMAND_LINE", "END_LINE", "CLOSE_LINE"},
    "SKIPPED_LINE": {"HEADER_LINE", "COMMAND_LINE", "END_LINE", "CLOSE_LINE"},
    "CONTENT_LINE": {"END_LINE", "PARAM_LINE"},
}


def markdown_hides(content, terminator, mode, hash_):
    """(the byte edits deleting the Markdown, what the line without it is, the line without it, what
    the Markdown is) when Markdown before or around the line hides syntax, else None."""
    written = token(content + terminator, mode, hash_)[0]
    if written not in HIDES:
        return None
    m = _PREFIX.match(content)
    marker = "quote marker" if m.group(1) else "list bullet" if any(m.group(g) for g in range(2, 6)) else None
    n = markdown_prefix(content)
    if n and token(content[n:] + terminator, mode, hash_)[0] in HIDES[written]:
        return [(0, n)], token(content[n:] + terminator, mode, hash_)[0], content[n:], marker
    e = markdown_emphasis(content)
    if e:
        at, inner, close, end = e
        rest = content[inner:close] + content[end:]
        hidden = token(rest + terminator, mode, hash_)[0]
        if hidden in HIDES[written]:
            what = "code span" if content[at:inner] == b"`" else "emphasis"
            return [(0, inner), (close, end)], hidden, rest, f"{marker} and {what}" if marker else what
    return None


# What a part of a line cut at its lone CRs may be and still be only text (docs/formats/telt.md
# §1.3, "A lone CR"): any other token is a line the block reads as more than text.
TEXT_TOKENS = {"CONTENT_LINE", "TEXT_LINE", "SKIPPED_LINE", "STRAY_LINE", "BLANK_LINE", "COMMENT_LINE"}


def lone_crs(content, mode, hash_):
    """([the bytes of the CRs named], the part beside the first) when a lone CR of `content` hides a
    line (telt.md §1.3): the content cut at each CR into parts, each part not blank read by the
    lexer alone in `mode`; a part that is more than text names the CR before it (the first part:
    the CR after it, when anything follows that CR). None when no CR is named."""
    if b"\r" not in content:
        return None
    crs = [i for i, b in enumerate(content) if b == 0x0D]
    parts = content.split(b"\r")
    named = {}  # CR index -> the part that named it first
    for k, part in enumerate(parts):
        if not part.strip(b" \t"):
            continue
        if token(part + b"\n", mode, hash_)[0] in TEXT_TOKENS and not (k and mode == "DEFAULT" and command_outside(part)):
            continue
        cr = k - 1 if k else 0
        if k == 0 and crs[0] + 1 >= len(content):
            continue  # nothing follows the first part's CR
        named.setdefault(cr, part)
    if not named:
        return None
    first = min(named)
    return [crs[j] for j in sorted(named)], named[first]
