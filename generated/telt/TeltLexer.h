
// Generated from ./TeltLexer.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace llmfmt::telt {


class  TeltLexer : public antlr4::Lexer {
public:
  enum {
    HEADER_LINE = 1, BLANK_LINE = 2, COMMENT_LINE = 3, COMMAND_LINE = 4, 
    MALFORMED_LINE = 5, CLOSE_LINE = 6, END_LINE = 7, BAD_HEADER_LINE = 8, 
    TEXT_LINE = 9, FOREIGN_END_LINE = 10, ORPHAN_LINE = 11, FOREIGN_CLOSE_LINE = 12, 
    FOREIGN_LINE = 13, PARAM_LINE = 14, CONTENT_LINE = 15, LATE_PARAM_LINE = 16, 
    SKIPPED_PARAM_LINE = 17, SKIPPED_LINE = 18, STRAY_END_LINE = 19, STRAY_END_OUTSIDE = 20, 
    MISPLACED_HEADER_LINE = 21, I_END = 22, I_DELIMITER = 23, STRAY_LINE = 24, 
    C_END = 25, C_DELIMITER = 26, A_END = 27, A_DELIMITER = 28, S_END = 29, 
    S_DELIMITER = 30, ANY_END_LINE = 31
  };

  enum {
    INTRO = 1, IN_COMMAND = 2, AFTER_END = 3, RECOVERING = 4, END_LOOKAHEAD = 5
  };

  TeltLexer(antlr4::CharStream *input);
  ~TeltLexer();


  public:
    /// The token type of the line that begins with `first` and `second` (0 when the line has only
    /// one byte, or none) in the current mode, when the line is opaque there: no rule of the mode but
    /// its catch-all can match a line that begins so (and then the mode changes as that rule's
    /// would). 0 when the line must be lexed.
    size_t contentType(char first, char second) {
      switch (mode) {
        case DEFAULT_MODE:  // only a header line begins with `#!`, and an END with `--`
          return (first == '#' && second == '!') || (first == '-' && second == '-') ? 0 : TEXT_LINE;
        case IN_COMMAND:  // only delimiters begin with `--`
          return first == '-' && second == '-' ? 0 : CONTENT_LINE;
        case RECOVERING:  // only commands, delimiters and headers are read
          return (first == '=' && second == '=') || (first == '-' && second == '-') || (first == '#' && second == '!')
                     ? 0 : SKIPPED_LINE;
        case AFTER_END:  // A_TEXT: a line that cannot be blank, a comment, a command, a delimiter or a header
          if (first == '\0' || first == ' ' || first == '\t' || first == '\r' || first == '/' || first == '=' ||
              first == '-' || first == '#')
            return 0;
          setMode(DEFAULT_MODE);
          return TEXT_LINE;
        default:  // INTRO: a few lines per block, all lexed
          return 0;
      }
    }

    /// The open block's hash (the last header's).
    const char* blockHash() const { return hash_; }
    /// The hash of the block the lexer is in: for a second lexer that reads a line as this one
    /// would (the driver's near-miss probe, src/core/line_driver.h).
    void setBlockHash(const char* hash) {
      for (size_t i = 0; i < 3; ++i) hash_[i] = hash[i];
    }

  private:
    char hash_[3] = {0, 0, 0};

    // The header rules end here: the hash is bytes 20–22 of the line (`#!telt [3-char SHA: xyz]`).
    void openBlock() {
      const std::string hash = _input->getText(antlr4::misc::Interval(tokenStartCharIndex + 20, tokenStartCharIndex + 22));
      for (size_t i = 0; i < 3 && i < hash.size(); ++i) hash_[i] = hash[i];
    }

    // The delimiter rules end here (`--NAME xyz--`, then TRAIL): the line is the token `ownType`
    // and goes on in mode `ownMode` when xyz is the block's hash, else `otherType` and `otherMode`.
    void byHash(size_t ownType, size_t ownMode, size_t otherType, size_t otherMode) {
      // LA(j - length) is byte j of the line just matched.
      const ssize_t length = static_cast<ssize_t>(_input->index() - tokenStartCharIndex);
      ssize_t at = 2 - length;
      while (_input->LA(at) != ' ') ++at;
      const bool own = _input->LA(at + 1) == static_cast<size_t>(hash_[0]) && _input->LA(at + 2) == static_cast<size_t>(hash_[1]) &&
                       _input->LA(at + 3) == static_cast<size_t>(hash_[2]) && _input->LA(at + 4) == '-';
      setType(own ? ownType : otherType);
      setMode(own ? ownMode : otherMode);
    }

  virtual std::string getGrammarFileName() const override;
  virtual const std::vector<std::string>& getRuleNames() const override;

  virtual const std::vector<std::string>& getChannelNames() const override;
  virtual const std::vector<std::string>& getModeNames() const override;
  virtual const std::vector<std::string>& getTokenNames() const override; // deprecated, use vocabulary instead
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;

  virtual const std::vector<uint16_t> getSerializedATN() const override;
  virtual const antlr4::atn::ATN& getATN() const override;

  virtual void action(antlr4::RuleContext *context, size_t ruleIndex, size_t actionIndex) override;
private:
  static std::vector<antlr4::dfa::DFA> _decisionToDFA;
  static antlr4::atn::PredictionContextCache _sharedContextCache;
  static std::vector<std::string> _ruleNames;
  static std::vector<std::string> _tokenNames;
  static std::vector<std::string> _channelNames;
  static std::vector<std::string> _modeNames;

  static std::vector<std::string> _literalNames;
  static std::vector<std::string> _symbolicNames;
  static antlr4::dfa::Vocabulary _vocabulary;
  static antlr4::atn::ATN _atn;
  static std::vector<uint16_t> _serializedATN;


  // Individual action functions triggered by action() above.
  void HEADER_LINE_OUTSIDEAction(antlr4::RuleContext *context, size_t actionIndex);
  void STRAY_END_OUTSIDEAction(antlr4::RuleContext *context, size_t actionIndex);
  void I_HEADERAction(antlr4::RuleContext *context, size_t actionIndex);
  void I_ENDAction(antlr4::RuleContext *context, size_t actionIndex);
  void I_DELIMITERAction(antlr4::RuleContext *context, size_t actionIndex);
  void C_ENDAction(antlr4::RuleContext *context, size_t actionIndex);
  void C_DELIMITERAction(antlr4::RuleContext *context, size_t actionIndex);
  void A_ENDAction(antlr4::RuleContext *context, size_t actionIndex);
  void A_DELIMITERAction(antlr4::RuleContext *context, size_t actionIndex);
  void A_HEADERAction(antlr4::RuleContext *context, size_t actionIndex);
  void S_ENDAction(antlr4::RuleContext *context, size_t actionIndex);
  void S_DELIMITERAction(antlr4::RuleContext *context, size_t actionIndex);
  void S_HEADERAction(antlr4::RuleContext *context, size_t actionIndex);

  // Individual semantic predicate functions triggered by sempred() above.

  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace llmfmt::telt
