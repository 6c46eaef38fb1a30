# fish completion for llmfmt (installed as share/fish/vendor_completions.d/llmfmt.fish).
# Subcommands and options as `llmfmt SUBCOMMAND --help` lists them; tests/cli_help_test.py checks
# that every subcommand is here.

set -l subcommands parse tokens check fix plan fmt encode exec conform adapter fixtures run lsp
set -l formats llmist stf json5 telt garyml dsl

complete -c llmfmt -s h -l help -d 'print help and exit'
complete -c llmfmt -l version -d 'print the version and exit'
complete -c llmfmt -f -n "not __fish_seen_subcommand_from $subcommands" -a parse -d "print a file's parse result as JSON"
complete -c llmfmt -f -n "not __fish_seen_subcommand_from $subcommands" -a tokens -d "print the generated lexer's token stream of a file"
complete -c llmfmt -f -n "not __fish_seen_subcommand_from $subcommands" -a check -d 'report diagnostics like a compiler'
complete -c llmfmt -f -n "not __fish_seen_subcommand_from $subcommands" -a fix -d "apply the diagnostics' machine-applicable fixes"
complete -c llmfmt -f -n "not __fish_seen_subcommand_from $subcommands" -a plan -d "print the execution waves of an llmist file's calls"
complete -c llmfmt -f -n "not __fish_seen_subcommand_from $subcommands" -a fmt -d 'print a GaryML file in canonical form'
complete -c llmfmt -f -n "not __fish_seen_subcommand_from $subcommands" -a encode -d 'write the messages of a JSON file as STF'
complete -c llmfmt -f -n "not __fish_seen_subcommand_from $subcommands" -a exec -d 'run the valid blocks of a TELT file in a directory'
complete -c llmfmt -f -n "not __fish_seen_subcommand_from $subcommands" -a conform -d 'run the conformance fixtures through another implementation'
complete -c llmfmt -f -n "not __fish_seen_subcommand_from $subcommands" -a adapter -d 'answer conformance cases (one-shot or persistent)'
complete -c llmfmt -f -n "not __fish_seen_subcommand_from $subcommands" -a fixtures -d 'list, show or export the conformance fixtures'
complete -c llmfmt -f -n "not __fish_seen_subcommand_from $subcommands" -a run -d 'run a DSL program on the models'
complete -c llmfmt -f -n "not __fish_seen_subcommand_from $subcommands" -a lsp -d 'serve the Language Server Protocol on stdio'
complete -c llmfmt -n '__fish_seen_subcommand_from lsp' -l options -x -d 'the formats options as one JSON object'
complete -c llmfmt -n '__fish_seen_subcommand_from lsp' -l docs-url -x -d 'where diagnostic codes link'

# parse, tokens, check, fix, plan, fmt and run read a format's text with the same options
set -l readers 'parse tokens check fix plan fmt run'
complete -c llmfmt -n "__fish_seen_subcommand_from $readers" -l format -x -a "$formats" -d 'input format'
complete -c llmfmt -n "__fish_seen_subcommand_from $readers" -l start-prefix -x -d 'llmist START marker'
complete -c llmfmt -n "__fish_seen_subcommand_from $readers" -l end-prefix -x -d 'llmist END marker'
complete -c llmfmt -n "__fish_seen_subcommand_from $readers" -l arg-prefix -x -d 'llmist ARG marker'
complete -c llmfmt -n "__fish_seen_subcommand_from $readers" -l default-role -x -d 'stf: the role of data lines before any message'
complete -c llmfmt -n "__fish_seen_subcommand_from $readers" -l sigil -x -d 'dsl: the variable reference sigil'
complete -c llmfmt -n "__fish_seen_subcommand_from $readers" -l options -x -d 'every option as one JSON object'
complete -c llmfmt -n '__fish_seen_subcommand_from parse run' -l compact -d 'print JSON on one line'
complete -c llmfmt -n '__fish_seen_subcommand_from check' -l color -x -a 'auto always never' -d 'colour the output'
complete -c llmfmt -n '__fish_seen_subcommand_from check' -l output -x -a 'text json sarif' -d 'output form'
complete -c llmfmt -n '__fish_seen_subcommand_from check' -l max-diagnostics -x -d 'print at most N diagnostics'
complete -c llmfmt -n '__fish_seen_subcommand_from check' -s j -l jobs -x -d 'inputs checked at once'
complete -c llmfmt -n '__fish_seen_subcommand_from check' -s q -l quiet -d 'print the summary only'
complete -c llmfmt -n '__fish_seen_subcommand_from fix' -l diff -d 'print a unified diff; write nothing'
complete -c llmfmt -n '__fish_seen_subcommand_from fix' -s o -l output-file -r -d 'write the fixed text to this file'

complete -c llmfmt -n '__fish_seen_subcommand_from encode' -l format -x -a stf -d 'output format'
complete -c llmfmt -n '__fish_seen_subcommand_from encode' -l no-extra -d "leave every message's extra out"
complete -c llmfmt -n '__fish_seen_subcommand_from encode' -l no-metadata -d 'leave the metadata out'

complete -c llmfmt -n '__fish_seen_subcommand_from exec' -l root -x -a '(__fish_complete_directories)' -d 'the directory every path is relative to'
complete -c llmfmt -n '__fish_seen_subcommand_from exec' -l recover -x -a '(__fish_complete_directories)' -d 'recover ROOT after an interrupted exec'
complete -c llmfmt -n '__fish_seen_subcommand_from exec' -l dry-run -d 'print the plan; change nothing'
complete -c llmfmt -n '__fish_seen_subcommand_from exec' -l allow-commands -d 'run BASH, EXEC and RUN_COMMAND'
complete -c llmfmt -n '__fish_seen_subcommand_from exec' -l log -r -d 'write the JSON log to this file'
complete -c llmfmt -n '__fish_seen_subcommand_from exec' -l max-time -x -d 'seconds the whole execution may take'
complete -c llmfmt -n '__fish_seen_subcommand_from exec' -l max-file-bytes -x -d 'largest file a command may read or write'
complete -c llmfmt -n '__fish_seen_subcommand_from exec run' -l timeout -x -d 'seconds'
complete -c llmfmt -n '__fish_seen_subcommand_from exec run' -l progress -d 'report progress on standard error'
complete -c llmfmt -n '__fish_seen_subcommand_from exec run' -l no-progress -d 'report no progress'

complete -c llmfmt -n '__fish_seen_subcommand_from run' -l history -r -d 'JSON chat history'
complete -c llmfmt -n '__fish_seen_subcommand_from run' -l replay -r -d 'recorded replies'
complete -c llmfmt -n '__fish_seen_subcommand_from run' -l base-url -x -d 'chat-completions endpoint base'
complete -c llmfmt -n '__fish_seen_subcommand_from run' -l model -x -d 'main model name'
complete -c llmfmt -n '__fish_seen_subcommand_from run' -l cheap-model -x -d 'cheap model name'
complete -c llmfmt -n '__fish_seen_subcommand_from run' -l api-key -x -d 'API key'
complete -c llmfmt -n '__fish_seen_subcommand_from run' -l retries -x -d 'extra attempts'
complete -c llmfmt -n '__fish_seen_subcommand_from run' -l max-time -x -d 'seconds all requests may take'
complete -c llmfmt -n '__fish_seen_subcommand_from run' -l max-reply-bytes -x -d 'largest answer accepted'
complete -c llmfmt -n '__fish_seen_subcommand_from run' -l ca-file -r -F -d 'authorities to trust for https'
complete -c llmfmt -n '__fish_seen_subcommand_from run' -l max-run-bytes -x -d "the run's size budget"
complete -c llmfmt -n '__fish_seen_subcommand_from run' -l accept-fenced-reply -d 'read a fenced reply by its inside'

complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l format -x -a "$formats all" -d "only this format's cases"
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l level -x -a 'tokens structure diagnostics positions spans messages' -d 'strictness'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l filter -x -d 'case glob'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l skip -r -d 'a file of cases to skip'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -s j -l jobs -x -d 'cases run at once'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l timeout -x -d 'seconds a case may take'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l report -x -a 'json junit' -d 'report format'
complete -c llmfmt -n '__fish_seen_subcommand_from conform fixtures' -l fixtures -x -a '(__fish_complete_directories)' -d 'the fixture directory'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l chunked -d 'llmist input in pieces'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l seed -x -d 'the --chunked seed'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l persistent -d 'one process answers every case'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l brief -d 'the first difference only'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l number-kinds -d 'numbers compare by kind too'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l progress -d 'a progress line'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l no-progress -d 'no progress line'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l differential -x -d 'N mutated inputs against llmfmt'
complete -c llmfmt -n '__fish_seen_subcommand_from conform' -l save -x -a '(__fish_complete_directories)' -d 'where candidates go'

complete -c llmfmt -f -n '__fish_seen_subcommand_from fixtures; and not __fish_seen_subcommand_from list show export' -a 'list show export'
complete -c llmfmt -n '__fish_seen_subcommand_from fixtures; and __fish_seen_subcommand_from export' -l tokens -d "each case's token stream too"
complete -c llmfmt -n '__fish_seen_subcommand_from fixtures; and __fish_seen_subcommand_from list' -l format -x -a "$formats" -d "only this format's cases"
