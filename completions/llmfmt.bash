# bash completion for llmfmt (installed as share/bash-completion/completions/llmfmt).
# Subcommands and options as `llmfmt SUBCOMMAND --help` lists them; tests/cli_help_test.py checks
# that every subcommand is here.

_llmfmt() {
  local cur prev sub i
  COMPREPLY=()
  cur=${COMP_WORDS[COMP_CWORD]}
  prev=${COMP_WORDS[COMP_CWORD - 1]}
  local subcommands="parse tokens check fix plan fmt encode exec conform adapter fixtures run lsp"
  local formats="llmist stf json5 telt garyml dsl"
  local parse_options="--format --start-prefix --end-prefix --arg-prefix --default-role --sigil --options"

  sub=""
  for ((i = 1; i < COMP_CWORD; i++)); do
    case ${COMP_WORDS[i]} in
      --) return 0 ;;  # conform: the command under test follows
      -*) ;;
      *) sub=${COMP_WORDS[i]}; break ;;
    esac
  done

  case $prev in
    --format)
      local f=$formats
      [ "$sub" = encode ] && f="stf"
      [ "$sub" = conform ] && f="$formats all"
      COMPREPLY=($(compgen -W "$f" -- "$cur")); return 0 ;;
    --level) COMPREPLY=($(compgen -W "tokens structure diagnostics positions spans messages" -- "$cur")); return 0 ;;
    --report) COMPREPLY=($(compgen -W "json junit" -- "$cur")); return 0 ;;
    --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return 0 ;;
    --output) COMPREPLY=($(compgen -W "text json sarif" -- "$cur")); return 0 ;;
    --root|--recover|--fixtures) COMPREPLY=($(compgen -d -- "$cur")); return 0 ;;
    --history|--replay|--log|--skip|-o|--output-file) COMPREPLY=($(compgen -f -- "$cur")); return 0 ;;
    --start-prefix|--end-prefix|--arg-prefix|--default-role|--sigil|--options|--base-url|--model|--cheap-model|\
    --api-key|--ca-file|--timeout|--retries|--max-time|--max-reply-bytes|--max-run-bytes|--max-file-bytes|--filter|-j|--jobs|--seed|--max-diagnostics|--docs-url) return 0 ;;
  esac

  local options
  case $sub in
    "") COMPREPLY=($(compgen -W "$subcommands --help --version" -- "$cur")); return 0 ;;
    parse) options="$parse_options --compact" ;;
    check) options="$parse_options --color --output --max-diagnostics --quiet -q -j --jobs" ;;
    fix) options="$parse_options --diff -o --output-file" ;;
    tokens|plan|fmt) options="$parse_options" ;;
    encode) options="--format --no-extra --no-metadata" ;;
    exec) options="--root --recover --dry-run --allow-commands --log --timeout --max-time --max-file-bytes --progress --no-progress" ;;
    conform) options="--format --level --filter --skip -j --jobs --timeout --report --fixtures --chunked --seed --persistent --brief --number-kinds --progress --no-progress --differential --save" ;;
    adapter) options="" ;;
    lsp) options="--options --docs-url" ;;
    fixtures) options="--fixtures list show export --tokens" ;;
    run) options="$parse_options --history --replay --base-url --model --cheap-model --api-key --timeout --retries
                  --max-time --max-reply-bytes --max-run-bytes --ca-file --accept-fenced-reply --compact --progress --no-progress" ;;
  esac
  COMPREPLY=($(compgen -W "$options --help --version" -- "$cur"))
  if [[ $cur != -* ]]; then COMPREPLY+=($(compgen -f -- "$cur")); fi
  return 0
}
complete -o filenames -F _llmfmt llmfmt
