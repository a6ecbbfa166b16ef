// Prints a libFuzzer dictionary for the scenario language: every word of the
// command table (so it follows the table), then the language's punctuation
// and a few whole fragments. Built with the ScenarioLanguage sources by Fuzz/build.sh.

// Argument keywords come from the same walk of the table as the editor grammar's.
var words = Set(TextMateGrammar.argumentWords)
for spec in CommandTable.all {
    words.insert(spec.words.joined(separator: " "))
    words.formUnion(spec.words)
}
words.formUnion(CommandTable.prefixes.map(\.word))

let fragments = ["{\n", "}\n", "\n", "\r\n", "\r", "\u{FEFF}", "> ", "..", ",", "0,0", "0,0..0,9", "1,2 1,3", "375x667",
                 "#1", "#H1", "\"", "\\\"", "include \"a.scenario\"\n", "include \"b.scenario\"\n", "include \"fuzz.scenario\"\n",
                 "show svg \"p.svg\"\n", "expect error \"", "repeat 1000 {\n", "update {\n", "-44", "0.5", "1000000000"]

/// A dictionary entry: quoted, with `"`, `\` and non-printable bytes escaped as `\xNN`.
func entry(_ text: String) -> String {
    var out = "\""
    for byte in text.utf8 {
        if byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x7F {
            let hex = String(byte, radix: 16, uppercase: true)
            out += "\\x" + (hex.count < 2 ? "0" + hex : hex)
        } else {
            out += String(UnicodeScalar(byte))
        }
    }
    return out + "\""
}

for text in words.sorted() + fragments { print(entry(text)) }
