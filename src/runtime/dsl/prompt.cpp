// Prompt construction (spec §13, layout: docs/formats/dsl.md §8 Prompt layout). Deterministic:
// the same step and state always give the same bytes.
#include <algorithm>

#include "llmfmt/dsl_runtime.h"

namespace llmfmt::dsl {
namespace {

// Whether `name` is embedded in the step: referenced in its instruction or an /AS payload.
bool embedded(const Step& step, const std::string& name) {
  auto in = [&](const Text& text) {
    return std::any_of(text.segments.begin(), text.segments.end(), [&](const Segment& s) {
      return s.kind == Segment::Kind::reference && s.text == name;
    });
  };
  if (in(step.instruction)) return true;
  return std::any_of(step.defs.begin(), step.defs.end(),
                     [&](const Def& d) { return d.description_given && in(d.description); });
}

// The text with every reference replaced by the variable's rendering.
std::string interpolate(const Text& text, const State& state) {
  std::string out;
  for (const Segment& s : text.segments) out += s.kind == Segment::Kind::text ? s.text : render_variable(s.text, state);
  return out;
}

std::string example_shape(const Step& step) {
  std::string out = "{\"error\": 0, \"out\": \"done\"";
  if (!step.defs.empty()) {
    out += ", \"vars\": {";
    for (std::size_t i = 0; i < step.defs.size(); ++i) {
      if (i > 0) out += ", ";
      out += Json(step.defs[i].name).dump(-1, ' ', false, Json::error_handler_t::replace) + ": <" + to_string(step.defs[i].type) + ">";
    }
    out += "}";
  }
  return out + "}";
}

const char* const kFormatRequirements =
    "Output format requirements:\n"
    "- Reply with one JSON object only.\n"
    "- Do not wrap it in code fences.\n"
    "- It has the keys \"error\" and \"out\".\n"
    "- \"error\" is 0 if you did the task, 1 if you cannot do it.\n"
    "- \"out\" is a string: your reply to the user.";

const char* const kAlsoInclude =
    "Also include:\n"
    "- \"vars\": an object holding every required variable by its exact name, each value of its type "
    "(nat, str: a string; int: an integer; float: a number; bool: true or false; never null)";

}  // namespace

std::string render_value(const Value& value) {
  if (value.kind() == Value::Kind::string) return value.as_string();
  return to_json(value).dump(-1, ' ', false, Json::error_handler_t::replace);
}

// `label: text`, without a trailing blank when the text is empty.
static std::string labelled(const std::string& label, const std::string& text) {
  return text.empty() ? label + ":" : label + ": " + text;
}

// Only non-empty messages count (background notes §2): blank ones would render as `role: `.
static bool blank_message(const Message& m) { return m.content.find_first_not_of(" \t\r\n\f\v") == std::string::npos; }

std::string render_chat(const std::vector<Message>& timeline) {
  std::string out;
  for (const Message& m : timeline) {
    if (blank_message(m)) continue;
    if (!out.empty()) out += "\n\n";
    out += m.role + ": " + m.content;
  }
  return out.empty() ? "(none)" : out;
}

std::string render_all(const State& state) {
  std::string out = "Chat history:\n" + render_chat(state.timeline) + "\n\nVariables:";
  if (state.variables.empty()) return out + "\n(none)";
  for (const auto& [name, value] : state.variables) out += "\n- " + labelled(name, render_value(value));
  return out;
}

std::string render_variable(const std::string& name, const State& state) {
  if (name == kAll) return render_all(state);
  if (name == kChat) return render_chat(state.timeline);
  const Value* v = state.variables.find(name);
  return v ? render_value(*v) : std::string();
}

std::string scope_text(const FromItem& item, const State& state) { return render_variable(item.scope, state); }

std::string extraction_prompt(const FromItem& item, const State& state, char sigil) {
  return "Extract from the source below the information this description asks for. Reply with that "
         "information only, as plain text, without comments. If the source holds none, reply with nothing.\n\n"
         "Description: " +
         item.description + "\n\nSource (" + std::string(1, sigil) + item.scope + "):\n" + scope_text(item, state);
}

std::string build_prompt(const Step& step, const State& state, const std::vector<std::string>& resolved, char sigil) {
  std::vector<std::string> blocks;
  blocks.push_back("Instruction:\n" + interpolate(step.instruction, state));

  std::string inputs;
  auto input = [&](const std::string& line) { inputs += "\n- " + line; };
  if (step.from) {
    std::vector<std::string> listed;
    std::size_t next_resolved = 0;
    for (const FromItem& item : step.from->items) {
      if (item.kind == FromItem::Kind::description) {
        const std::string text = next_resolved < resolved.size() ? resolved[next_resolved] : std::string();
        ++next_resolved;
        input(labelled(item.description + " (from " + std::string(1, sigil) + item.scope + ")", text));
        continue;
      }
      if (embedded(step, item.name) || std::find(listed.begin(), listed.end(), item.name) != listed.end()) continue;
      listed.push_back(item.name);
      input(labelled(item.name, render_variable(item.name, state)));
    }
  } else if (!embedded(step, std::string(kAll)) &&
             (!std::all_of(state.timeline.begin(), state.timeline.end(), blank_message) || !state.variables.empty())) {
    input(std::string(kAll) + ": " + render_all(state));  // no /FROM ≡ /FROM @ALL
  }
  if (!inputs.empty()) blocks.push_back("Inputs:" + inputs);

  if (!step.defs.empty()) {
    std::string required = "Required variables:";
    for (const Def& d : step.defs)
      required += "\n- " + d.name + " (" + to_string(d.type) + "): " + interpolate(d.description, state);
    blocks.push_back(required);
  }
  if (step.out && !step.out->text.empty()) blocks.push_back("Output intent:\n" + step.out->text);  // `/OUT` alone: left out
  blocks.push_back(kFormatRequirements);
  if (!step.defs.empty()) blocks.push_back(kAlsoInclude);
  blocks.push_back("Example JSON shape:\n" + example_shape(step));

  std::string out;
  for (const std::string& b : blocks) out += (out.empty() ? "" : "\n\n") + b;
  return out;
}

}  // namespace llmfmt::dsl
