// The GaryML tree builder: a plain transformer over the parse tree of one run of top-level items
// (GarymlParser.g4). It walks the nested sections with an explicit stack and keeps the open levels
// between runs (docs/antlr-cpp.md §6.6: nothing travels through antlrcpp::Any). It
// reads only what the grammar delimits: the tokens of each line, their trimmed text, and values
// by their token type. Checks that need the whole file (references, ids) run in finish().
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "GarymlParser.h"
#include "core/diagnostic_collector.h"
#include "core/lines.h"
#include "core/id_set.h"
#include "garyml/values.h"
#include "llmfmt/garyml.h"

namespace llmfmt::garyml {

using llmfmt::Line;

/// The line whose bytes, line end included, are input[start, stop). GaryML's line end is an LF
/// and the CRs before it (DECISIONS.md); an input's last line keeps its CRs out of `content` too.
Line line_at(std::size_t start, std::size_t stop, std::size_t number, std::string_view input);
/// The line of a parse-tree node that spans one whole line (a statement, a block's line).
Line line_at(antlr4::ParserRuleContext& ctx, std::string_view input);
Line line_at(const antlr4::Token& token, std::string_view input);

class Builder {
 public:
  explicit Builder(DiagnosticCollector& diagnostics) : diagnostics_(diagnostics) {}

  /// `keep_nodes` false: each top-level node but the header is dropped once complete, after what
  /// the document-level checks need of it is recorded (check: finish() then returns the header
  /// alone). Either way the diagnostics are told which lines no report can point at any more.
  void reset(std::string_view input, bool keep_nodes = true);
  /// After reset(), instead of the document-level checks: each complete top-level node but the
  /// header goes to `on_node`, its references resolved by whether `declared` holds their id, and
  /// is dropped (finish() returns the header alone, and reports no DUPLICATE_ID or
  /// UNRESOLVED_REFERENCE).
  void deliver(std::function<void(const Node&)> on_node, const std::unordered_set<std::string>* declared) {
    on_node_ = std::move(on_node);
    declared_ = declared;
  }
  /// The ids the document declares (after finish(), unless delivering).
  std::unordered_set<std::string> declared_ids() const;
  /// The run of backticks of the fence the document opens and never closes (core/fence.h), or
  /// empty: a code block left open at the end is then closed before that fence would close it.
  void set_open_fence(std::string_view marker) { open_fence_ = marker; }
  /// The indentation unit the lexer has settled on so far (for hints); 0 while none.
  void set_indent_unit(std::size_t unit) { unit_ = unit; }
  /// The lexer reported INCONSISTENT_INDENT or NESTING_TOO_DEEP on this line.
  void indent_reported(std::size_t line) { indent_reported_.insert(line); }

  void build(GarymlParser::RunContext* run);
  Document finish();

 private:
  struct Level {
    Node* parent;        // where lines at this level attach (nullptr: the top level)
    Node* opener;        // the node whose children these are (nullptr: the line above was no node)
    std::size_t keys;    // index of the level holding `parent`'s key map
    std::string lead;    // leaf level: the indentation of the line above (for the fix hint)
    bool leaf_reported;  // leaf level: INCONSISTENT_INDENT reported
    std::unordered_map<std::string, std::size_t> key_index;  // parent's parameters by key
    bool first = false;  // leaf level: opened by the first structural line (no line above it)
  };

  void indent();
  void dedent();
  void keyword(GarymlParser::KeywordLineContext* ctx);
  void inline_form(GarymlParser::InlineFormContext* form, const Line& line, Node& node);
  /// An unquoted string value of a `k=v` pair: its key and where its text is in the line's content.
  struct PlainValue {
    std::string_view key;
    std::size_t begin, end;
  };
  /// TRAILING_SEPARATOR: a value (not a pair's) that a ',' or ';' at its end keeps from being typed (§7).
  void trailing_separator(const Line& line, const ParamValue& v);
  /// PAIR_SEPARATOR: commas or semicolons written between the line's `k=v` pairs (§5.2).
  void pair_separators(const Line& line, const std::vector<PlainValue>& plain, std::size_t pairs);
  void malformed_inline(const Line& line, std::string_view lead, const std::string& name, std::size_t after_at,
                        const Inline& in);
  void parameter(GarymlParser::ParameterLineContext* ctx);
  void block(antlr4::ParserRuleContext* ctx, bool text);
  void one_line_text(GarymlParser::TextLineContext* ctx);
  void stray(GarymlParser::StrayLineContext* ctx);

  // Common start of every structural line: TAB_INDENT, the leaf-level check, closing the
  // previous sibling. Returns the node lines at this level attach to (nullptr: top level).
  Node* begin_line(const Line& line, std::string_view lead);
  void end_line(const Line& line, Node* node);
  void close(Node* node);
  // `index`: the node's parameters by key (a repeated key makes a list).
  void add_parameter(Node& node, std::string key, ParamValue value, Span span,
                     std::unordered_map<std::string, std::size_t>& index);
  void set_content(Node* parent, Content content, const Line& line, std::size_t byte);
  // A block line with the opener's `indent` spaces removed (UNDERINDENTED_BLOCK_LINE if short).
  std::string block_line(const Line& line, std::size_t indent);
  // A value token (null: none) of `line`: its text trimmed, typed by the token (a pair value ends
  // with its token, a line value at the line's end); `none_at`: the byte where no value is.
  ParamValue value_of(const Line& line, GarymlParser::ValueContext* value, bool pair, std::size_t none_at);
  ParamValue value_at(const Line& line, std::size_t type, std::string_view text, std::size_t at);
  void unexpected(const Line& line, std::size_t byte, std::string message, std::string hint);

  void report(const char* code, Severity severity, Position at, std::string message, std::string hint,
              std::vector<Edit> fix = {});
  // INVALID_NAME for a keyword name with a character a name may not hold (`.Contéxt`); true when
  // reported.
  bool invalid_name(const Line& line, std::size_t dot, std::string_view name, bool directive, std::string_view lead);
  // UNICODE_SPACE for a stray line whose indentation holds a Unicode space (NBSP, …) before a
  // structural line; true when reported (the line is then not reported again as stray text).
  bool unicode_space_indent(const Line& line);
  // What the document-level checks need of a complete top-level node (and its descendants, in
  // document order): its `id` values, and its references that no id declared so far resolves
  // (dropped, now and then, once one is), a few bytes each.
  void record(const Node& top);
  // A node added at the top level: the previous one is complete.
  void add_top_level(Node* node);
  void check_references();

  // An `id` value that is a string or a number, in 12 bytes (a document may hold millions): its
  // text where the input has it (else a copy in id_copies_) and its input offset (its line and
  // column are found again from the input when a diagnostic needs them).
#pragma pack(push, 4)
  struct IdRecord {
    std::uint64_t offset_size;  // the value's input offset (40 bits), the text's size (24 bits)
    std::uint32_t text;  // kDeclares, kCopied, and the text's distance from the offset or (kCopied) its index in id_copies_
  };
#pragma pack(pop)
  static constexpr unsigned kSizeBits = 24;
  static constexpr std::uint32_t kDeclares = std::uint32_t{1} << 31;  // not blank (a blank id declares nothing, but is still taken)
  static constexpr std::uint32_t kCopied = std::uint32_t{1} << 30;
  static constexpr std::uint32_t kHeaderItem = std::uint32_t{1} << 31;  // an IdSet item: the header's ids[item - kHeaderItem]
  struct ReferenceRecord {
    std::string name;
    Position at;
  };
  struct Records {
    std::deque<IdRecord> ids;  // a deque: no copy of them all as it grows
    std::vector<ReferenceRecord> references;  // only those no id declared so far resolves
  };
  void add_id(Records& records, std::string_view text, bool declares, Position at);
  std::string_view text_of(const IdRecord& id) const;
  // Its position, on line `line`.
  Position position_of(const IdRecord& id, std::size_t line) const;
  std::size_t offset_of(const IdRecord& id) const { return id.offset_size >> kSizeBits; }
  const IdRecord& record_of(std::uint32_t item) const {
    return item >= kHeaderItem ? header_records_.ids[item - kHeaderItem] : records_.ids[item];
  }
  std::string_view text_of(std::uint32_t item) const { return text_of(record_of(item)); }
  // The item of the first declaration of `id`, or IdSet::kNone.
  std::uint32_t first_declared(std::string_view id) const {
    return first_declared_.find(id, [&](std::uint32_t item) { return text_of(item); });
  }
  bool declared(std::string_view id) const { return first_declared(id) != IdSet::kNone; }

  DiagnosticCollector& diagnostics_;
  std::string_view input_;
  std::string_view open_fence_;
  Document document_;
  std::vector<Level> levels_;
  Node* last_ = nullptr;  // the last line at the current level, when it was a node
  Position last_end_;     // end of the last structural line
  std::string last_lead_; // indentation of the last structural line
  bool any_line_ = false; // a structural line has been placed
  // The line that last closed a text or code block (its closer, or a one-line text block), and
  // which kind: a bare opener right after it (blank lines aside) is most likely one closer too many
  // (UNCLOSED_BLOCK).
  std::size_t closed_block_line_ = 0;
  std::size_t closed_block_end_ = 0;  // offset just past that line
  bool closed_block_text_ = false;
  std::size_t unit_ = 0;
  std::unordered_set<std::size_t> indent_reported_;
  bool keep_nodes_ = true;
  bool header_seen_ = false;
  Node* top_ = nullptr;  // the top-level node still open, if any
  Records header_records_, records_;  // the header's are checked first
  // Each id declared so far and its first declaration, the header's first wherever it stands.
  IdSet first_declared_;
  std::string id_copies_;  // the texts of ids the input does not hold as they are (escapes)
  std::vector<std::pair<std::size_t, std::size_t>> copied_ids_;  // offset in id_copies_, size
  // When records_.references next drops those an id declared since resolves (doubling: a
  // reference costs O(1) sweeps).
  std::size_t sweep_at_ = 1024;
  std::function<void(const Node&)> on_node_;             // deliver()
  const std::unordered_set<std::string>* declared_ = nullptr;  // deliver()
};

}  // namespace llmfmt::garyml
