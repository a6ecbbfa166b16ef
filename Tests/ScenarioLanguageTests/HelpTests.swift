import Foundation
import Testing
@testable import ScenarioLanguage

@Suite struct HelpTests {
    @Test(arguments: [
        (CommandID.section, #"section N rows [height H] [header H|"TITLE"] [footer H|"TITLE"] [id NAME] [header-id NAME] [footer-id NAME]"#),
        (.style, "style plain|grouped|inset-grouped"),
        (.insertRows, "[data|table] insert S,R... [height H] [id NAME]"),
        (.scrollTo, "scroll to top|bottom|S,R [top|middle|bottom|none]|Y"),
        (.assertOffset, #"assert offset Y [: "MESSAGE"]"#),
        (.repeat, "repeat N { ... }"),
        (.help, "help [TOPIC|COMMAND]"),
        (.state, "state NAME VALUE via visible-cells|mounted-cells|reload-data|none"),
        (.assertCell, #"assert cell S,R is #ID [: "MESSAGE"]"#),
        (.separatorInset, "separator-inset L [R]"),
    ])
    func usage(id: CommandID, usage: String) {
        #expect(CommandTable.spec(id).usage == usage)
    }

    @Test func overviewNamesEveryCommandUnderItsTopicAndFitsA40RowTerminal() {
        let overview = HelpText.overview()
        let lines = overview.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The prompt that follows takes one more row.
        #expect(lines.count < 40, "\(lines.count) lines")
        #expect(lines.allSatisfy { $0.count <= 80 })
        for (index, topic) in CommandTopic.allCases.enumerated() {
            let start = lines.firstIndex(of: "\(topic.rawValue) (help \(topic.keyword))")
            #expect(start != nil, "\(topic)")
            guard let start else { continue }
            let next = CommandTopic.allCases.dropFirst(index + 1).first
            let end = next.flatMap { next in lines.firstIndex { $0.hasPrefix(next.rawValue + " (") } } ?? lines.count
            let names = lines[(start + 1)..<end].joined(separator: "  ")
                .components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            #expect(names == CommandTable.all.filter { $0.topic == topic }.map(\.name), "\(topic)")
        }
    }

    @Test(arguments: CommandTopic.allCases)
    func helpForATopicListsItsCommandsWithTheirSummaries(topic: CommandTopic) throws {
        let text = try #require(HelpText.help(for: topic.keyword))
        #expect(text.hasPrefix(topic.rawValue + "\n"))
        for spec in CommandTable.all {
            let listed = text.contains("\n  \(spec.name) ") && text.contains(spec.summary)
            #expect(listed == (spec.topic == topic), "\(spec.name)")
        }
    }

    @Test func topicWordsAreNotCommandWords() {
        let words = Set(CommandTable.all.flatMap(\.words) + CommandTable.prefixes.map(\.word))
        for topic in CommandTopic.allCases { #expect(!words.contains(topic.keyword), "\(topic.keyword)") }
    }

    @Test func helpForACommand() throws {
        let text = try #require(HelpText.help(for: "scroll to"))
        #expect(text == """
            scroll to top|bottom|S,R [top|middle|bottom|none]|Y
              Set the offset, go to the top or bottom, or scrollToRow(at:at:).
              example: scroll to 3,0 middle

            scroll to nearest-selected [top|middle|bottom|none]
              scrollToNearestSelectedRow(at:): the selected row nearest the middle goes to the position (default none).
              example: scroll to nearest-selected top
            """)
        let scroll = try #require(HelpText.help(for: " scroll "))
        #expect(scroll.contains("scroll D") && scroll.contains("scroll to"))
        #expect(try #require(HelpText.help(for: "data insert")).contains("[data|table] insert S,R..."))
        #expect(try #require(HelpText.help(for: "assert")).contains("assert cells consistent"))
        let reload = try #require(HelpText.help(for: "reload section"))
        #expect(reload.contains("  'table reload section ...' only tells the table.") && !reload.contains("'data"))
    }

    @Test(arguments: CommandTable.prefixes)
    func helpForAPrefixShowsWhatItMeansAndTheCommandsItTakes(prefix: (word: String, meaning: String)) throws {
        let text = try #require(HelpText.help(for: prefix.word), "no help for '\(prefix.word)'")
        #expect(text.hasPrefix("\(prefix.word) COMMAND\n  '\(prefix.word) COMMAND ...' \(prefix.meaning)"))
        for spec in CommandTable.all where spec.prefixes.contains(prefix.word) {
            #expect(text.contains("\n  \(prefix.word) \(spec.name)"), "\(spec.name)")
        }
        #expect(text.contains("  \(prefix.word) reload section S") == (prefix.word == "table"))
    }

    @Test func theReferenceSaysWhatThePrefixesDo() {
        let markdown = HelpText.markdownReference()
        #expect(markdown.contains("\n- `data COMMAND` changes only the data source: `insert`, `delete`, `move`, "
                                  + "`insert section`, `delete section`, `move section`.\n"))
        #expect(markdown.contains("\n- `table COMMAND` only tells the table: `insert`, `delete`, `move`, `reload`, "))
        #expect(HelpText.help(for: "delete")?.contains("'data delete ...' changes only the data source.") == true)
    }

    @Test func undoSaysItAlsoDropsWhatOnlyLookedAfterTheChange() {
        let summary = CommandTable.spec(.undo).summary
        #expect(summary.contains("with the commands after it that only looked"))
    }

    @Test func unknownHelpSuggests() {
        #expect(HelpText.help(for: "scrol") == nil)
        #expect(HelpText.help(for: "") == nil)
        #expect(HelpText.unknown("scrol") == "no command 'scrol'; did you mean 'scroll'?")
        #expect(HelpText.unknown("zzzz") == "no command 'zzzz'; type 'help' for the list")
    }

    @Test func markdownReference() {
        let markdown = HelpText.markdownReference()
        #expect(markdown.hasPrefix("### Setting up the table\n\n| command | meaning |\n|---|---|\n"))
        #expect(markdown.contains("| `style plain\\|grouped\\|inset-grouped` | The table style (changing it reloads the table). |"))
        #expect(markdown.contains("### REPL only"))
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == CommandTable.all.count)
    }
}

@Suite struct CompletionTests {
    let paths = ["0,0", "0,1", "1,0"]

    @Test func commandWords() {
        let (from, candidates) = Completer.complete(line: "sc", indexPaths: paths)
        #expect(from == 0)
        #expect(candidates == ["scroll"])
        let all = Completer.complete(line: "", indexPaths: paths).candidates
        #expect(all.contains("assert") && all.contains("data") && all.contains("help") && all == all.sorted())
        #expect(Set(all).count == all.count)
    }

    @Test func multiWordContinuationsAndChoices() {
        #expect(Completer.complete(line: "print r", indexPaths: paths) == (6, ["rect"]))
        let print = Completer.complete(line: "print ", indexPaths: paths).candidates
        #expect(print.contains("rect") && print.contains("visible") && print.contains("index-path-at"))
        #expect(Completer.complete(line: "style ", indexPaths: paths).candidates == ["grouped", "inset-grouped", "plain"])
        #expect(Completer.complete(line: "  state x on via v", indexPaths: paths) == (17, ["visible-cells"]))
        #expect(Completer.complete(line: "scroll to 0,1 ", indexPaths: paths).candidates == ["bottom", "middle", "none", "top"])
        #expect(Completer.complete(line: "section 3 ", indexPaths: paths).candidates == ["rows"])
        #expect(Completer.complete(line: "section 3 rows height 4 ", indexPaths: paths).candidates == ["footer", "footer-id", "header", "header-id", "id"])
        #expect(Completer.complete(line: "table ", indexPaths: paths).candidates == ["delete", "insert", "move", "reload"])
        #expect(Completer.complete(line: "data insert ", indexPaths: paths).candidates == paths + ["section"])
    }

    @Test func aQuotedStringWithSpacesIsOneWord() {
        #expect(Completer.complete(line: "section 1 rows header \"Top fruits\" fo", indexPaths: paths) == (35, ["footer", "footer-id"]))
        #expect(Completer.complete(line: "section 1 rows header \"a \\\" b\" ", indexPaths: paths).candidates
                == ["footer", "footer-id", "header-id", "height", "id"])
    }

    @Test func indexPathsWhereExpected() {
        #expect(Completer.complete(line: "select ", indexPaths: paths).candidates == paths)
        #expect(Completer.complete(line: "select 0,", indexPaths: paths) == (7, ["0,0", "0,1"]))
        #expect(Completer.complete(line: "delete 0,0 ", indexPaths: paths).candidates == paths)
        #expect(Completer.complete(line: "assert visible ", indexPaths: paths).candidates ==
                paths + ["count", "excludes", "includes", "none"])
        #expect(Completer.complete(line: "scroll ", indexPaths: paths).candidates == ["to"])
        #expect(Completer.complete(line: "help sc", indexPaths: paths) == (5, ["scroll", "scrolling"]))  // the command and the topic
    }

    @Test func commentsAndStringsAsTheLexerSeesThem() {
        #expect(Completer.complete(line: "state x \"a\\\\#b\" ", indexPaths: paths).candidates == ["via"])
        #expect(Completer.complete(line: "state x \"a # b\" ", indexPaths: paths).candidates == ["via"])
        #expect(Completer.complete(line: "assert cell 0,1 is #1 # ", indexPaths: paths).candidates.isEmpty)
        #expect(Completer.complete(line: "scroll to \"x ", indexPaths: paths).candidates.isEmpty)
    }

    @Test func nothingInCommentsStringsOrAfterTheEnd() {
        #expect(Completer.complete(line: "scroll 3 # sc", indexPaths: paths).candidates.isEmpty)
        #expect(Completer.complete(line: "include \"a b", indexPaths: paths).candidates.isEmpty)
        #expect(Completer.complete(line: "release ", indexPaths: paths).candidates.isEmpty)
        #expect(Completer.complete(line: "nonsense ", indexPaths: paths).candidates.isEmpty)
        #expect(Completer.complete(line: "assert cell 0,1 is #1 ", indexPaths: paths).candidates.isEmpty)
    }
}
