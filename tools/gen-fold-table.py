#!/usr/bin/python3
"""Generate src/core/fold_table.inc: what each look-alike or invisible character folds to.

The near-miss mechanism (issue 31; docs/decisions.md, "Look-alike and invisible characters") folds
a line's non-ASCII characters to the ASCII they imitate and reads the line again. This script
derives the table from ICU at development time, so the library itself needs no ICU:

  a. C1 controls, format characters (Cf; not the visible prepended concatenation marks) and the
     other default-ignorable code points -> "" (removed)
  b. space separators (Zs) -> " "
  c. NFKC(c) when it is a non-empty string of printable ASCII -> that string
  d. dash punctuation (Pd) and U+2212 MINUS SIGN -> "-"
  e. quotation marks (Quotation_Mark) shaped like a comma or prime (not angle or corner
     brackets) -> '"' when their name says DOUBLE, else "'"
  f. the ideographic comma and full stop (other punctuation named IDEOGRAPHIC COMMA or
     IDEOGRAPHIC FULL STOP, their halfwidth, small and vertical forms too) -> "," and ".": what a
     CJK keyboard types for them ('[5、6]'), which no skeleton makes ASCII
  g. the confusables skeleton of ICU's spoof checker equal to the skeleton of one printable ASCII
     character -> that character, chosen among the candidates by class (see choose()).

Run with Debian's Python and python3-icu (PyICU over the system ICU):
  /usr/bin/python3 tools/gen-fold-table.py src/core/fold_table.inc   (regenerate)
  /usr/bin/python3 tools/gen-fold-table.py --check src/core/fold_table.inc   (ctest fold_table_in_sync)
--check exits 77 (ctest's skip) when icu is missing or is another ICU version than the table's.

The same table as data for ports (docs/schema/look-alikes.json, installed beside the schemas), made
from the committed .inc, so it needs no ICU (regenerate it after the .inc):
  python3 tools/gen-fold-table.py --json src/core/fold_table.inc docs/schema/look-alikes.json
  python3 tools/gen-fold-table.py --json --check src/core/fold_table.inc docs/schema/look-alikes.json
                                                                  (ctest look_alikes_json_in_sync)
"""
import json
import difflib
import os
import re
import sys
import tempfile

SKIP = 77
PRINTABLE = [chr(c) for c in range(0x21, 0x7F)]  # candidates of the skeleton rule (space is rule b)
REGENERATE = "/usr/bin/python3 tools/gen-fold-table.py src/core/fold_table.inc"


def category(icu, ch):
    return icu.Char.charType(ch)


def table(icu):
    """[(code point, ascii, name)] in code point order."""
    cat = icu.UCharCategory
    prop = icu.UProperty
    nfkc = icu.Normalizer2.getNFKCInstance()
    spoof = icu.SpoofChecker()

    def skeleton(s):
        return spoof.getSkeleton(0, s)

    by_skeleton = {}
    for a in PRINTABLE:
        by_skeleton.setdefault(skeleton(a), []).append(a)

    letters = {cat.UPPERCASE_LETTER, cat.LOWERCASE_LETTER, cat.TITLECASE_LETTER, cat.MODIFIER_LETTER,
               cat.OTHER_LETTER}
    numbers = {cat.DECIMAL_DIGIT_NUMBER, cat.LETTER_NUMBER, cat.OTHER_NUMBER}
    unassigned = {cat.UNASSIGNED, cat.SURROGATE, cat.PRIVATE_USE_CHAR}

    def choose(ch, general, skel):
        """The candidate of ch's class: an uppercase letter imitates an uppercase ASCII letter (else
        a lowercase one), a lowercase letter a lowercase one (else an uppercase one), any other
        letter a letter (a modifier letter, which mostly looks like punctuation - U+02BC, U+02B9 -
        else punctuation), a number a digit of its value, anything else ASCII punctuation. Letters never become
        digits or punctuation ('З' is not '3'), numbers never letters ('०' U+0966 is '0', not 'O').
        Among candidates of the class the skeleton's own character wins, else the lowest."""
        candidates = by_skeleton.get(skel, [])
        upper = [a for a in candidates if a.isupper()]
        lower = [a for a in candidates if a.islower()]
        digits = [a for a in candidates if a.isdigit()]
        punctuation = [a for a in candidates if not a.isalnum()]
        if general == cat.UPPERCASE_LETTER:
            order = [upper, lower]
        elif general == cat.LOWERCASE_LETTER:
            order = [lower, upper]
        elif general == cat.MODIFIER_LETTER:
            order = [upper + lower, punctuation]
        elif general in letters:
            order = [upper + lower]
        elif general in numbers:  # of the same value: BENGALI DIGIT FOUR looks like '8' but is not
            order = [[a for a in digits if icu.Char.getNumericValue(a) == icu.Char.getNumericValue(ch)]]
        else:
            order = [punctuation]
        for group in order:
            if group:
                return skel if skel in group else min(group)
        return None

    rows = []
    for c in range(0x80, 0x110000):
        ch = chr(c)
        general = category(icu, ch)
        if general in unassigned:
            continue
        ascii_ = None
        if (general == cat.CONTROL_CHAR or
                (general == cat.FORMAT_CHAR and not icu.Char.hasBinaryProperty(ch, prop.PREPENDED_CONCATENATION_MARK)) or
                icu.Char.hasBinaryProperty(ch, prop.DEFAULT_IGNORABLE_CODE_POINT)):
            ascii_ = ""
        elif general == cat.SPACE_SEPARATOR:
            ascii_ = " "
        else:
            normal = nfkc.normalize(ch)
            if normal and all(" " <= n <= "~" for n in normal):
                ascii_ = normal
            elif general == cat.DASH_PUNCTUATION or c == 0x2212:
                ascii_ = "-"
            elif icu.Char.hasBinaryProperty(ch, prop.QUOTATION_MARK) and not re.search(
                    r"ANGLE|CORNER|BRACKET", icu.Char.charName(ch)):
                ascii_ = '"' if "DOUBLE" in icu.Char.charName(ch) else "'"
            elif general == cat.OTHER_PUNCTUATION and re.search(r"IDEOGRAPHIC (COMMA|FULL STOP)$",
                                                                 icu.Char.charName(ch)):
                ascii_ = "," if icu.Char.charName(ch).endswith("COMMA") else "."
            else:
                ascii_ = choose(ch, general, skeleton(ch))
        if ascii_ is not None:
            rows.append((c, ascii_, unicode_name(icu, ch)))
    return rows


def unicode_name(icu, ch):
    """The name as UnicodeData gives it; controls have none there but "<control>"."""
    return icu.Char.charName(ch, icu.UCharNameChoice.UNICODE_CHAR_NAME) or "<control>"


def c_string(s):
    return '"' + "".join("\\" + x if x in '"\\' else x for x in s) + '"'


def render(icu):
    rows = table(icu)
    controls = [c for c in list(range(0x20)) + [0x7F] if c not in (0x09, 0x0A, 0x0D)]
    out = [
        "// Generated by tools/gen-fold-table.py from ICU %s (Unicode %s): do not edit." % (
            icu.ICU_VERSION, icu.UNICODE_VERSION),
        "// Regenerate: " + REGENERATE,
        "// What each look-alike or invisible character >= U+0080 folds to (docs/decisions.md, \"Look-alike",
        "// and invisible characters\"), sorted by code point, with its name as in UnicodeData.",
        "// Included by src/core/look_alikes.cpp only.",
        "",
        "// %d entries" % len(rows),
        "constexpr FoldEntry kFoldTable[] = {",
    ]
    out += ["    {0x%04X, %s, %s}," % (c, c_string(a), c_string(n)) for c, a, n in rows]
    out += ["};", "",
            "// The C0 controls fold() removes (all but TAB, LF, CR) and DEL: their names.",
            "constexpr FoldEntry kControls[] = {"]
    out += ["    {0x%04X, \"\", %s}," % (c, c_string(unicode_name(icu, chr(c)))) for c in controls]
    out += ["};", ""]
    return "\n".join(out)


JSON_COMMAND = "python3 tools/gen-fold-table.py --json src/core/fold_table.inc docs/schema/look-alikes.json"


def rows_from_inc(text):
    """The committed table read back: (ICU version, Unicode version, [(cp, ascii, name)], controls)."""
    versions = re.search(r"from ICU (\S+) \(Unicode (\S+)\)", text)
    entry = re.compile(r'\{0x([0-9A-F]+), "((?:\\.|[^"\\])*)", "((?:\\.|[^"\\])*)"\},')
    unescape = lambda s: re.sub(r"\\(.)", r"\1", s)
    tables = text.split("kControls[]")
    rows, controls = ([(int(c, 16), unescape(a), unescape(n)) for c, a, n in entry.findall(part)] for part in tables)
    return versions.group(1), versions.group(2), rows, controls


def render_json(text):
    """docs/schema/look-alikes.json: the .inc's data, one entry a line (diffs stay readable)."""
    icu_version, unicode_version, rows, controls = rows_from_inc(text)
    head = {
        "description": "What each look-alike or invisible character folds to for the near-miss check of every "
                       "line format (LOOK_ALIKE_CHARACTER, INVISIBLE_CHARACTER): docs/conformance.md \u00a7 Near "
                       "misses says how a port uses it, docs/decisions.md what is folded and why. Each entry is "
                       "[code point, the ASCII it folds to (\"\" = removed), its Unicode name]. `fold` lists every "
                       "code point >= U+0080 that folds (any other is kept as it is); `controls` the C0 controls "
                       "(but TAB, LF, CR) and DEL, which fold to nothing too.",
        "generated_by": JSON_COMMAND,
        "icu": icu_version,
        "unicode": unicode_version,
    }
    dump = lambda v: json.dumps(v, ensure_ascii=False)
    out = ["{"] + ["  %s: %s," % (dump(k), dump(v)) for k, v in head.items()]
    for key, entries, last in (("fold", rows, False), ("controls", controls, True)):
        out.append("  %s: [" % dump(key))
        out += ["    %s%s" % (dump(list(e)), "," if i + 1 < len(entries) else "") for i, e in enumerate(entries)]
        out.append("  ]" + ("" if last else ","))
    out.append("}")
    return "\n".join(out) + "\n"


def json_main(check, paths):
    inc, out = paths
    with open(inc, encoding="utf-8") as f:
        fresh = render_json(f.read())
    if not check:
        with open(out, "w", encoding="utf-8") as f:
            f.write(fresh)
        return 0
    with open(out, encoding="utf-8") as f:
        committed = f.read()
    if committed == fresh:
        print("%s is what tools/gen-fold-table.py --json makes of %s" % (out, inc))
        return 0
    diff = difflib.unified_diff(committed.splitlines(), fresh.splitlines(), out, "regenerated", lineterm="", n=1)
    print("\n".join(list(diff)[:60]))
    print("%s is out of date: regenerate with %s" % (out, JSON_COMMAND))
    return 1


def main(argv):
    check = "--check" in argv
    paths = [a for a in argv if a not in ("--check", "--json")]
    if "--json" in argv:
        if len(paths) != 2:
            print(__doc__, file=sys.stderr)
            return 2
        return json_main(check, paths)
    if len(paths) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    path = paths[0]
    try:
        import icu
    except ImportError:
        print("SKIP: %s has no icu module (Debian: apt-get install python3-icu)" % sys.executable)
        return SKIP if check else 1
    if check:
        with open(path, encoding="utf-8") as f:
            committed = f.read()
        wanted = re.search(r"from ICU (\S+) ", committed)
        if wanted and wanted.group(1) != icu.ICU_VERSION:
            print("SKIP: the table is from ICU %s, this machine has ICU %s" % (wanted.group(1), icu.ICU_VERSION))
            return SKIP
        with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".inc", delete=False) as f:
            f.write(render(icu))
            fresh = f.name
        with open(fresh, encoding="utf-8") as f:
            regenerated = f.read()
        os.unlink(fresh)
        if regenerated == committed:
            print("%s is what tools/gen-fold-table.py generates" % path)
            return 0
        diff = difflib.unified_diff(committed.splitlines(), regenerated.splitlines(), path, "regenerated",
                                    lineterm="", n=1)
        print("\n".join(list(diff)[:60]))
        print("%s is out of date: regenerate with %s" % (path, REGENERATE))
        return 1
    text = render(icu)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
