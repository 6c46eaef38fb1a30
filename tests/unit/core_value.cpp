#include <catch2/catch.hpp>
#include <cmath>

#include "llmfmt/core/json.h"
#include "llmfmt/core/value.h"

using namespace llmfmt;

TEST_CASE("Value kinds and typed access", "[core][value]") {
  CHECK(Value().is_null());
  CHECK(Value(true).kind() == Value::Kind::boolean);
  CHECK(Value(std::int64_t{7}).as_int() == 7);
  CHECK(Value(2.5).as_double() == 2.5);
  CHECK(Value("x").as_string() == "x");
  CHECK_THROWS_AS(Value(1).as_string(), std::bad_variant_access);
}

TEST_CASE("integers never equal doubles, NaN equals NaN, -0.0 differs from 0.0", "[core][value]") {
  CHECK(Value(1) != Value(1.0));
  CHECK(Value(std::nan("")) == Value(std::nan("")));
  CHECK(Value(-0.0) != Value(0.0));
}

TEST_CASE("Object keeps insertion order and finds keys", "[core][value]") {
  Object o;
  o.set("b", 1);
  o.set("a", 2);
  o.set("b", 3);  // replaces in place
  REQUIRE(o.size() == 2);
  CHECK(o.begin()->first == "b");
  CHECK(o.find("b")->as_int() == 3);
  CHECK(o.find("zz") == nullptr);
  o.pop_back();
  CHECK(o.find("a") == nullptr);
  CHECK(o.size() == 1);
}

TEST_CASE("Object equality ignores key order", "[core][value]") {
  Object a, b;
  a.set("x", 1);
  a.set("y", 2);
  b.set("y", 2);
  b.set("x", 1);
  CHECK(Value(a) == Value(b));
  b.set("x", 1.0);
  CHECK(Value(a) != Value(b));
}

TEST_CASE("to_json keeps key order, nulls non-finite numbers, repairs UTF-8", "[core][json]") {
  Object o;
  o.set("z", Array{Value(1), Value(2.5), Value(nullptr)});
  o.set("a", std::string("ok\xFF"));
  o.set("inf", HUGE_VAL);
  const Json j = to_json(Value(o));
  CHECK(j.dump() == R"({"z":[1,2.5,null],"a":"ok�","inf":null})");
}

TEST_CASE("from_json inverts to_json for JSON data", "[core][json]") {
  const Json j = Json::parse(R"({"a":[1,2.0,"s",true,null],"b":{"c":-3}})");
  CHECK(to_json(from_json(j)) == j);
  CHECK(from_json(Json::parse("1")).kind() == Value::Kind::integer);
  CHECK(from_json(Json::parse("1.0")).kind() == Value::Kind::real);
}

TEST_CASE("objects short and long: lookup, replace, pop, copy", "[core][value]") {
  Object o;
  for (int i = 0; i < 40; ++i) {  // past the size where an index is built
    o.set("k" + std::to_string(i), i);
    for (int j = 0; j <= i; ++j) REQUIRE(o.find("k" + std::to_string(j))->as_int() == j);
    CHECK_FALSE(o.find("k" + std::to_string(i + 1)));
  }
  o.set("k3", "three");  // replaced in place: order and size kept
  CHECK(o.size() == 40);
  CHECK(o.find("k3")->as_string() == "three");
  CHECK(std::next(o.begin(), 3)->first == "k3");
  const Object copy = o;
  o.pop_back();
  CHECK_FALSE(o.find("k39"));
  CHECK(copy.find("k39")->as_int() == 39);
  CHECK(o.size() == 39);
  Object small;
  for (int i = 38; i >= 0; --i) small.set("k" + std::to_string(i), i == 3 ? Value("three") : Value(i));
  CHECK(Value(small) == Value(o));  // equal as JSON objects, in any order
  CHECK(sizeof(Value) <= 40);
}
