// Compiles only if the parse-only public headers see nlohmann/json through <nlohmann/json_fwd.hpp>:
// a consumer that parses does not compile all of nlohmann/json. (Built without the precompiled
// header, which includes it.) dsl_runtime.h is the documented exception.
#include "llmfmt/dsl.h"
#include "llmfmt/garyml.h"
#include "llmfmt/json5.h"
#include "llmfmt/llmfmt.h"
#include "llmfmt/llmfmt_c.h"
#include "llmfmt/llmist.h"
#include "llmfmt/stf.h"
#include "llmfmt/telt.h"
#include "llmfmt/telt_exec.h"
#include "llmfmt/version.h"

#ifdef INCLUDE_NLOHMANN_JSON_HPP_
#error "a parse-only public header includes <nlohmann/json.hpp>; include <nlohmann/json_fwd.hpp>"
#endif
