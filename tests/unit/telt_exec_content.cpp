// The streamed contents of TELT planning (src/runtime/telt/exec_content.h) against the plain string
// operations they replace: random pieces of text and of a file, sliced and joined, streamed and
// searched, must give the bytes, offsets, lines and CR LF flag the whole string gives.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <sys/stat.h>

#include "runtime/telt/exec_content.h"
#include "telt_exec_support.h"

using namespace llmfmt::telt::exec;

namespace {

std::string streamed(const Content& c) {
  std::string out;
  c.stream([&](const char* data, std::size_t n) { return out.append(data, n), true; }, nullptr);
  return out;
}

// Overlapping occurrences of `find` in `text`, at most `limit`, the naive way.
std::vector<std::size_t> naive(const std::string& text, const std::string& find, std::size_t limit) {
  std::vector<std::size_t> at;
  for (std::size_t i = 0; !find.empty() && i + find.size() <= text.size() && at.size() < limit; ++i)
    if (text.compare(i, find.size(), find) == 0) at.push_back(i);
  return at;
}

}  // namespace

TEST_CASE("telt exec content: slices, appends, streams and searches give what the whole string gives",
          "[telt][exec][hostile]") {
  telt_test::TempDir dir;
  std::mt19937 rng(20261128);
  const std::string alphabet = "ab\r\n";  // few letters: many near-matches and overlaps
  auto random_text = [&](std::size_t n) {
    std::string s;
    for (std::size_t i = 0; i < n; ++i) s += alphabet[rng() % alphabet.size()];
    return s;
  };
  for (int round = 0; round < 60; ++round) {
    INFO("round " << round);
    // A file on disk (sizes around the 64 KiB window) and text pieces.
    const std::string on_disk = random_text(round % 3 == 0 ? 70000 + rng() % 70000 : rng() % 300);
    const std::string path = dir / ("f" + std::to_string(round));
    telt_test::write_file(path, on_disk);
    struct stat st {};
    REQUIRE(::stat(path.c_str(), &st) == 0);
    auto file = std::make_shared<DiskFile>();
    file->path = path;
    file->rel = "f";
    file->device = st.st_dev;
    file->inode = st.st_ino;
    file->size = st.st_size;
    file->modified = st.st_mtim;

    Content content = Content::file(file);
    std::string expected = on_disk;
    for (int edit = 0; edit < 4; ++edit) {  // appends and replaced slices, as planning makes them
      const std::string more = random_text(rng() % 50);
      if (rng() % 2) {
        content.append(Content::text(more));
        expected += more;
      } else {
        const std::size_t from = expected.empty() ? 0 : rng() % expected.size();
        const std::size_t to = from + rng() % (expected.size() - from + 1);
        Content changed = content.slice(0, from);
        changed.append(Content::text(more)).append(content.slice(to, content.size()));
        content = changed;
        expected = expected.substr(0, from) + more + expected.substr(to);
      }
    }
    REQUIRE(content.size() == expected.size());
    REQUIRE(streamed(content) == expected);
    for (int probe = 0; probe < 5; ++probe) {
      const std::string find = random_text(1 + rng() % 6);
      const std::size_t limit = 1 + rng() % 2000;
      const Occurrences found = find_all(content, find, limit, nullptr);
      const std::vector<std::size_t> at = naive(expected, find, limit);
      REQUIRE(found.at == at);
      for (std::size_t i = 0; i < at.size(); ++i)
        CHECK(found.lines[i] == 1 + static_cast<std::size_t>(std::count(expected.begin(), expected.begin() + at[i], '\n')));
      if (at.size() < limit) CHECK(found.crlf == (expected.find("\r\n") != std::string::npos));
    }
  }
}
