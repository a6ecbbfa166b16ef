import Testing
@testable import ScenarioLanguage

/// The syntax of the section index and header-footer view commands (LANGUAGE.md §1, §12).
@Suite struct SectionIndexSyntaxTests {
    @Test func headerFooterViewIdentitiesAreTokens() {
        #expect(kinds("#H2 #18 #Header") == [.viewID(2), .cellID(18)])
        #expect(kinds("#H0") == [.viewID(0)])
    }

    @Test func malformedViewIdentitiesAreErrors() {
        let diagnostic = parse("assert header-view 0 is #H2x").diagnostics.first
        #expect(diagnostic?.message == "malformed header-footer view identity '#H2x'")
        #expect(diagnostic?.covered == "#H2x")
    }

    @Test func aViewAssertionWantsAViewIdentity() {
        let diagnostic = parse("assert footer-view 0 is #3").diagnostics.first
        #expect(diagnostic?.message.hasPrefix("expected a header-footer view identity #Hn after 'is', found '#3'") == true)
    }

    @Test func indexTitlesTakeOneOrMoreStringsOrNone() throws {
        let titles = try #require(commands(#"index-titles "A" "B c" "\"q\"""#).first)
        #expect(try titles.texts(.titles) == ["A", "B c", "\"q\""])
        let none = try #require(commands("index-titles none").first)
        #expect(none.has(.noneWord))
        #expect(parse("index-titles").diagnostics.first?.message
            == "expected 'none' or quoted strings after 'index-titles', found end of line")
        #expect(parse("index-titles A").diagnostics.first?.message.hasPrefix("expected 'none' or quoted strings") == true)
    }

    @Test func tapIndexTakesAQuotedTitleOrANumber() throws {
        let byTitle = try #require(commands(#"tap-index "7""#).first)
        #expect(try byTitle.text(.title) == "7")
        #expect(!byTitle.has(.index))
        let byNumber = try #require(commands("tap-index 7").first)
        #expect(try byNumber.integer(.index) == 7)
        #expect(parse("tap-index -1").diagnostics.first?.message == "expected a whole number >= 0, found '-1'")
    }

    @Test func sectionsTakeHeaderAndFooterIdentifiers() throws {
        let section = try #require(commands("section 3 rows header 20 header-id Big footer-id Small").first)
        #expect(try section.text(.headerID) == "Big")
        #expect(try section.text(.footerID) == "Small")
    }

    @Test func completionOffersTheNewWords() {
        #expect(Completer.complete(line: "print he", indexPaths: []).candidates == ["header-views"])
        #expect(Completer.complete(line: "assert header-v", indexPaths: []).candidates == ["header-view"])
    }
}
