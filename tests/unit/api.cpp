// The one entry point (include/llmfmt/llmfmt.h): names, options, the compiler-style text.
#include <sstream>

#include <catch2/catch.hpp>

#include <stdexcept>

#include "llmfmt/llmfmt.h"

using namespace llmfmt;

TEST_CASE("formats by name and by file name", "[api]") {
  CHECK(format_from_name("garyml") == Format::garyml);
  CHECK(!format_from_name("gml"));
  CHECK(!format_from_name("LLMIST"));
  CHECK(format_of_path("dir/a.gml") == Format::garyml);
  CHECK(format_of_path("a.garyml") == Format::garyml);
  CHECK(format_of_path("x.json5") == Format::json5);
  CHECK(!format_of_path(".stf"));  // a name that is only the extension
  CHECK(!format_of_path("notes.txt"));
  CHECK(std::string(format_name(Format::dsl)) == "dsl");
  CHECK(format_names() == "llmist, stf, json5, telt, garyml, dsl");
}

TEST_CASE("options from JSON", "[api]") {
  const Options o = options_from_json(
      R"({"start_prefix":"<T:","end_prefix":"<E","arg_prefix":"@","default_role":"user","max_depth":3,"sigil":"$",)"
      R"("reference_lexer":true})");
  CHECK(o.llmist.markers.start == "<T:");
  CHECK(o.llmist.markers.end == "<E");
  CHECK(o.llmist.markers.arg == "@");
  CHECK(o.stf.default_role == std::optional<std::string>("user"));
  CHECK(o.json5.max_depth == 3);
  CHECK(o.garyml.max_depth == 3);
  CHECK(o.dsl.sigil == '$');
  CHECK(o.llmist.reference_lexer);
  CHECK(o.stf.reference_lexer);
  CHECK(o.garyml.reference_lexer);
  CHECK(o.telt.reference_lexer);
  CHECK(o.dsl.reference_lexer);
  CHECK(!options_from_json("").stf.default_role);
  CHECK(!options_from_json(R"({"default_role":null})").stf.default_role);

  CHECK_THROWS_AS(options_from_json("[1]"), std::invalid_argument);
  CHECK_THROWS_AS(options_from_json("{"), std::invalid_argument);
  CHECK_THROWS_AS(options_from_json(R"({"startPrefix":"x"})"), std::invalid_argument);  // one spelling
  CHECK_THROWS_AS(options_from_json(R"({"max_depth":-1})"), std::invalid_argument);
  CHECK_THROWS_AS(options_from_json(R"({"sigil":"a"})"), std::invalid_argument);
  CHECK_THROWS_AS(options_from_json(R"({"sigil":"@@"})"), std::invalid_argument);
  CHECK_THROWS_AS(options_from_json(R"({"default_role":1})"), std::invalid_argument);
  // markers a parse would refuse are refused here, before anything is read
  CHECK_THROWS_AS(options_from_json(R"({"start_prefix":""})"), std::invalid_argument);
  CHECK_THROWS_AS(options_from_json(R"({"end_prefix":"!!!ARG:"})"), std::invalid_argument);
}

TEST_CASE("Options::validate refuses what a format's parse refuses", "[api]") {
  Options o;
  CHECK_NOTHROW(o.validate());
  o.llmist.markers.arg = "a\nb";
  CHECK_THROWS_AS(o.llmist.validate(), std::invalid_argument);
  CHECK_THROWS_AS(o.validate(), std::invalid_argument);
  CHECK_THROWS_AS(llmist::parse("x", o.llmist), std::invalid_argument);
  std::ostringstream out;
  CHECK_THROWS_AS(write_json(out, Format::llmist, "x", o, -1), std::invalid_argument);
  CHECK(out.str().empty());  // nothing written

  Options d;
  d.dsl.sigil = 'x';
  CHECK_THROWS_AS(d.dsl.validate(), std::invalid_argument);
  CHECK_THROWS_AS(dsl::parse("x", d.dsl), std::invalid_argument);
  CHECK_THROWS_AS(write_json(out, Format::dsl, "x", d, -1), std::invalid_argument);
  CHECK(out.str().empty());
}

TEST_CASE("parse_to_json and check agree", "[api]") {
  const std::string text = ";User\nhi\n";
  const Json parsed = Json::parse(parse_to_json(Format::stf, text));
  const std::vector<Diagnostic> checked = check(Format::stf, text);
  REQUIRE(checked.size() == 1);
  CHECK(parsed.at("diagnostics") == to_json(checked));
  CHECK(parsed.at("messages").at(0).at("role") == "user");
  // Invalid markers are refused before anything is written.
  Options bad;
  bad.llmist.markers.start = "";
  CHECK_THROWS_AS(parse_to_json(Format::llmist, "x", bad), std::invalid_argument);
  CHECK_THROWS_AS(check(Format::llmist, "x", bad), std::invalid_argument);
}

TEST_CASE("what parse writes piece by piece is each format's to_json", "[api]") {
  // DSL: a document of blank lines has no steps; one that begins with /THEN keeps the empty first.
  for (const std::string program : {"\n\n", "/THEN Go\n", "Go\n/THEN\n\r"})
    CHECK(parse_to_json(Format::dsl, program, {}, 2) == dsl::to_json(dsl::parse(program)).dump(2));
  const std::string stf_text = ";meta\n{a: 1}\n;end\n;user name=x\nhi\n;ai\n;Flush\n";
  const std::string garyml_text = ".GaryML 1.0\n.Role: x\n.Context id=a\n  .note: y\n    k: 1\n.Task\n  ref: @a\n@@\n";
  for (int indent : {-1, 0, 2}) {
    CHECK(parse_to_json(Format::stf, stf_text, {}, indent) == stf::to_json(stf::parse(stf_text)).dump(indent));
    CHECK(parse_to_json(Format::stf, "", {}, indent) == stf::to_json(stf::parse("")).dump(indent));
    CHECK(parse_to_json(Format::garyml, garyml_text, {}, indent) ==
          garyml::to_json(garyml::parse(garyml_text)).dump(indent));
    CHECK(parse_to_json(Format::garyml, "", {}, indent) == garyml::to_json(garyml::parse("")).dump(indent));
    const std::string program = "Summarize @CHAT\n/DEF s /TYPE str /AS the summary\n/THEN\nUse @s\n/OUT x\n/then\n";
    CHECK(parse_to_json(Format::dsl, program, {}, indent) == dsl::to_json(dsl::parse(program)).dump(indent));
    CHECK(parse_to_json(Format::dsl, "", {}, indent) == dsl::to_json(dsl::parse("")).dump(indent));
    const std::string reply = "hi\n!!!GADGET_START:A\n!!!ARG:x\n1\n!!!GADGET_END\nbye";
    CHECK(parse_to_json(Format::llmist, reply, {}, indent) == llmist::to_json(llmist::parse(reply)).dump(indent));
    const std::string telt_text = "#!telt [3-char SHA: abc]\n=== EXEC ===\nls\n--END abc--\n=== WRITE path=a path=b ===\nx\n";
    for (const std::string& t : {telt_text, std::string(), std::string("junk\n=== EXEC\n")})
      CHECK(parse_to_json(Format::telt, t, {}, indent) == telt::to_json(telt::parse(t)).dump(indent));
    // Nested and empty members; two keys that are not UTF-8 both print as U+FFFD, so JSON keeps
    // one of them (the first's place, the last's value), as to_json() does.
    for (const std::string& json5_text : {std::string("{\"\xff\": 1, \"\xfe\": [2, {\"\xfd\": 3}], ok: {\"\": {}, e: []}, "
                                                     "l: [[], {}, [1, [2]]], n: NaN}"),
                                         std::string("[1, {a: [{}]}]"), std::string("7"), std::string("")}) {
      CHECK(parse_to_json(Format::json5, json5_text, {}, indent) ==
            json5::to_json(json5::parse(json5_text)).dump(indent));
    }
  }
}

TEST_CASE("a diagnostic as compilers print it", "[api]") {
  Diagnostic d;
  d.code = "MALFORMED_ARGUMENT";
  d.severity = Severity::error;
  d.span.start.line = 12;
  d.span.start.column = 4;
  d.content = "\tab=c";
  d.message = "expected key=value";
  d.fix_hint = "a=b";
  CHECK(format_diagnostic("f.stf", d) ==
        "f.stf:12:4: error[MALFORMED_ARGUMENT]: expected key=value\n"
        " 12 | \tab=c\n"
        "    | \t  ^\n"
        "    = fix: a=b\n");
  d.fix_hint.reset();
  d.severity = Severity::warning;
  d.span.start.column = 9;  // past the end of the shown line: right after it
  CHECK(format_diagnostic("-", d) ==
        "-:12:9: warning[MALFORMED_ARGUMENT]: expected key=value\n"
        " 12 | \tab=c\n"
        "    | \t     ^\n");
  // Coloured as GCC does: bold locus and code, magenta warning, green caret and fix.
  d.fix_hint = "a=b";
  CHECK(format_diagnostic("-", d, true) ==
        "\033[1m-:12:9:\033[0m \033[1;35mwarning\033[0m\033[1m[MALFORMED_ARGUMENT]\033[0m: expected key=value\n"
        " 12 | \tab=c\n"
        "    | \t     \033[1;32m^\033[0m\n"
        "    = fix: \033[32ma=b\033[0m\n");
  d.severity = Severity::error;
  CHECK(format_diagnostic("-", d, true).find("\033[1;31merror\033[0m") != std::string::npos);
  d.severity = Severity::info;
  CHECK(format_diagnostic("-", d, true).find("\033[1;36minfo\033[0m") != std::string::npos);
  CHECK(format_diagnostic("-", d, false) == format_diagnostic("-", d));
}

TEST_CASE("a diagnostic's stretch on one line is underlined", "[api]") {
  Diagnostic d;
  d.code = "INVALID_HEADER";
  d.message = "gadget name 'wr-é' is not an identifier";
  d.span.start = {2, 3, 0};
  d.span.end = {2, 7, 0};  // columns 3 to 6: 'wr-é' (é is one column, two bytes)
  d.content = "x:wr-é:1";
  CHECK(format_diagnostic("f", d) ==
        "f:2:3: error[INVALID_HEADER]: gadget name 'wr-é' is not an identifier\n"
        " 2 | x:wr-é:1\n"
        "   |   ^~~~\n");
  CHECK(format_diagnostic("f", d, true).find("\033[1;32m^~~~\033[0m") != std::string::npos);
  d.span.end = {2, 40, 0};  // past the shown line: the underline stops at its end
  CHECK(format_diagnostic("f", d).find("|   ^~~~~~\n") != std::string::npos);
  d.span.end = {3, 2, 0};  // onto the next line: the caret alone
  CHECK(format_diagnostic("f", d).find("|   ^\n") != std::string::npos);
  d.span.end = {2, 4, 0};  // one column: the caret alone
  CHECK(format_diagnostic("f", d).find("|   ^\n") != std::string::npos);
}
