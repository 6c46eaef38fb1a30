// Indentation levels of GaryML structural lines (DECISIONS §3 Indentation), as the lexer turns
// them into INDENT/DEDENT tokens.
//
// Python-style: a stack of the widths of the open levels. A deeper line opens one level (it is a
// child of the line before it), a shallower one closes every level deeper than itself. The first
// indented line fixes the unit. Recovery keeps one problem from cascading:
//   - a line deeper than one unit below its parent, or a new level off the unit, is
//     INCONSISTENT_INDENT and opens one level all the same (its siblings then line up with it);
//   - a line between two open levels (dedented to no level) is INCONSISTENT_INDENT and becomes a
//     child of the last line at the level below it;
//   - a level beyond max_depth is not opened: NESTING_TOO_DEEP once per excursion, and the line
//     stays at the deepest level.
// A tab in the indentation (TAB_INDENT, reported by the builder) counts as one unit (2 columns
// while no unit is known) and never fixes the unit.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace llmfmt::garyml {

class Indenter {
 public:
  struct Step {
    std::size_t dedents = 0;  ///< levels closed before the line
    bool indent = false;      ///< a level opened for the line (after the dedents)
  };
  struct Problem {
    enum class Kind { inconsistent, too_deep };
    Kind kind;
    std::size_t line;
    std::size_t offset;    ///< of the line's first byte
    std::size_t expected;  ///< inconsistent: the width the line should have
  };

  std::size_t max_depth = 256;
  std::vector<Problem> problems;  ///< appended by next(); the driver reads and clears them

  void reset();
  /// The structural line `line` (at byte `offset`) is indented by the blanks `lead`.
  Step next(std::string_view lead, std::size_t line, std::size_t offset);
  /// End of input: the levels still open, all closed now.
  std::size_t finish();
  std::size_t depth() const { return widths_.size() - 1; }
  std::size_t unit() const { return unit_; }

 private:
  std::size_t open_level(std::size_t width, std::size_t line, std::size_t offset);
  std::vector<std::size_t> widths_{0};
  std::size_t unit_ = 0;
  bool capped_ = false;  // NESTING_TOO_DEEP reported for the current excursion
};

}  // namespace llmfmt::garyml
