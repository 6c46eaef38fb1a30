// GaryML values and canonical printing of values: what types each lexeme gets, and that every
// string is written so that it reads back as itself.
#include <catch2/catch.hpp>

#include "garyml/values.h"
#include "llmfmt/garyml.h"

using namespace llmfmt::garyml;

TEST_CASE("value typing follows DECISIONS 3", "[garyml][values]") {
  ValueProblem problem;
  CHECK(type_value("0", &problem).type == ParamValue::Type::integer);
  CHECK(type_value("-0", &problem).type == ParamValue::Type::integer);
  CHECK(type_value("00", &problem).type == ParamValue::Type::string);
  CHECK(type_value("1.0", &problem).text == "1.0");
  CHECK(type_value("1E-3", &problem).type == ParamValue::Type::decimal);
  CHECK(type_value("1e", &problem).type == ParamValue::Type::string);
  CHECK(type_value("-", &problem).type == ParamValue::Type::string);
  CHECK(type_value("9223372036854775807", &problem).type == ParamValue::Type::integer);
  CHECK(type_value("9223372036854775808", &problem).type == ParamValue::Type::decimal);
  CHECK(type_value("@a-b_c", &problem).type == ParamValue::Type::reference);
  CHECK(type_value("\"\"", &problem).text.empty());
  CHECK(problem == ValueProblem::none);
  CHECK(type_value("\"", &problem).text == "\"");
  CHECK(problem == ValueProblem::unterminated_quote);
}

TEST_CASE("strings are written so that they read back as themselves", "[garyml][values]") {
  const char* strings[] = {"plain", "", " lead", "trail ", "true", "12", "1.5", "@ref", "\"q", "'q", "a \"b\" 'c'",
                           "# not a comment", "x: y", "\"\"\"", "key=value"};
  for (const char* s : strings) {
    ParamValue v;
    v.text = s;
    const std::string written = value_source(v);
    ValueProblem problem;
    const ParamValue back = type_value(written, &problem);
    INFO(s << " written as " << written);
    CHECK(back.type == ParamValue::Type::string);
    CHECK(back.text == s);
    CHECK(problem == ValueProblem::none);
  }
}

TEST_CASE("inline forms", "[garyml][values]") {
  CHECK(read_inline("", 0).kind == Inline::Kind::none);
  CHECK(read_inline("   ", 0).kind == Inline::Kind::none);
  CHECK(read_inline(": x", 0).kind == Inline::Kind::content);
  const Inline one = read_inline(" version: 1.0", 7);
  REQUIRE(one.kind == Inline::Kind::parameters);
  CHECK(one.params.size() == 1);
  CHECK(one.params[0].value_at == 17);
  const Inline pairs = read_inline(" a=1 b=\"x y\" c=", 0);
  REQUIRE(pairs.kind == Inline::Kind::parameters);
  CHECK(pairs.params.size() == 3);
  CHECK(pairs.params[1].value == "\"x y\"");
  CHECK(pairs.params[2].value.empty());
  CHECK(read_inline(" a=1 b", 0).kind == Inline::Kind::malformed);
  CHECK(read_inline("(", 0).kind == Inline::Kind::malformed);
}

TEST_CASE("canonical printing puts every part in its place", "[garyml][format]") {
  const Result r = parse(".Context path=x id=a\n  ```\n  code\n  ```\n  .note\n.GaryML version: 1.0\n");
  CHECK(format(r.document) ==
        ".GaryML version: 1.0\n.Context\n  path: x\n  id: a\n  ```\n  code\n  ```\n  .note\n");
}
