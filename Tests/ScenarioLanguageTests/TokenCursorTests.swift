import Testing
@testable import ScenarioLanguage

/// The parser's token cursor: the next token is held apart from the tokens
/// looked at beyond it; every path must give the lexer's tokens in order.
@Suite struct TokenCursorTests {
    func cursor(_ text: String) -> TokenCursor {
        TokenCursor(file: SourceFile(name: "t.scenario", text: text))
    }

    /// The words (or case names) of the tokens, as the lexer gives them.
    func described(_ lexeme: Lexeme) -> String {
        switch lexeme.kind {
        case .word(let w): return w
        case .number(let n): return "\(n)"
        case .newline: return "NL"
        case .end: return "END"
        default: return "?"
        }
    }

    @Test func lookingAheadThenConsumingGivesTheTokensInOrder() {
        var c = cursor("scroll to 5\nprint visible")
        #expect(described(c.peek(2)) == "5.0")
        #expect(c.peekWord(1) == "to" && c.peekWordLength(1) == 2 && c.peekIs(word: "to", 1))
        var seen: [String] = []
        while !c.peek().kind.isEnd {
            seen.append(described(c.advance()))
        }
        #expect(seen == ["scroll", "to", "5.0", "NL", "print", "visible"])
        #expect(c.consumed == 6)
        #expect(c.previous?.start == 18 && c.previous?.end == 25)
    }

    @Test func theEndRepeatsWhenLookedAtOrConsumed() {
        var c = cursor("print")
        #expect(described(c.peek(3)) == "END")
        #expect(c.peekWordLength(1) == -1)
        c.skip()
        #expect(c.peekIsLineEnd() && !c.peekIsNewline())
        c.skip()
        #expect(described(c.peek()) == "END" && described(c.peek(1)) == "END")
        #expect(c.consumed == 2)
    }

    @Test func rawTextDropsTheTokensLookedAtBeyondIt() {
        var c = cursor("show svg a b.svg\nprint")
        c.skip()
        c.skip()
        #expect(c.peekWord(1) == "b")
        let (text, range) = c.raw(restOfLine: true)
        #expect(text == "a b.svg" && range.start == 9 && range.end == 16)
        #expect(c.peekIsNewline())
        c.skip()
        #expect(c.peekWord() == "print")
    }
}

extension TokenKind {
    fileprivate var isEnd: Bool {
        if case .end = self { return true }
        return false
    }
}
