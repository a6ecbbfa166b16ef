// The only file that imports libedit. Everything variadic or touching the C
// stdio globals goes through CEditLine/shim.h.
import CEditLine
import Foundation

/// Reads lines at a terminal with libedit: line editing, persistent history,
/// Tab completion and Ctrl-C that discards the line.
final class EditLineReader: LineReader {
    private let editor: OpaquePointer
    private let editorHistory: OpaquePointer
    private var historyFile: HistoryFile
    /// The current prompt as a C string, handed to libedit by `editLinePrompt`.
    fileprivate private(set) var promptBuffer: UnsafeMutablePointer<CChar>?
    fileprivate private(set) weak var completionSource: CompletionSource?
    private var previousSigint = sigaction()
    /// Command output goes to stdout, a terminal (libedit writes to stderr otherwise).
    private let outputIsTerminal: Bool
    /// Between the terminal's bracketed-paste markers: Tab is text, not completion.
    fileprivate var pasting = false

    /// Starts libedit on stdin; `outputToStderr` when stdout is not a terminal.
    /// Nil when libedit cannot start (then use `PlainLineReader`).
    init?(outputToStderr: Bool, historyPath: String?, warn: @escaping (String) -> Void) {
        Self.ensureUTF8Locale()
        guard let history = history_init() else { return nil }
        guard let editor = tablesim_el_init("tablesim", outputToStderr ? 1 : 0) else {
            history_end(history)
            return nil
        }
        self.editor = editor
        self.editorHistory = history
        self.outputIsTerminal = !outputToStderr
        self.historyFile = HistoryFile(path: historyPath, warn: warn)

        tablesim_history_setsize(history, Int32(historyFile.limit))
        tablesim_history_setunique(history, 1)
        tablesim_el_set_editor(editor, "emacs")
        tablesim_el_set_history(editor, history)
        tablesim_el_set_clientdata(editor, Unmanaged.passUnretained(self).toOpaque())
        tablesim_el_set_prompt(editor, editLinePrompt)
        tablesim_el_addfn(editor, "tablesim-complete", "Complete a command, keyword or index path", editLineComplete)
        tablesim_el_bind(editor, "^I", "tablesim-complete")
        // Bracketed paste (xterm): the terminal wraps pasted text in ESC[200~ … ESC[201~.
        tablesim_el_addfn(editor, "tablesim-paste-begin", "Pasted text begins", editLinePasteBegin)
        tablesim_el_addfn(editor, "tablesim-paste-end", "Pasted text ends", editLinePasteEnd)
        tablesim_el_bind(editor, "\\e[200~", "tablesim-paste-begin")
        tablesim_el_bind(editor, "\\e[201~", "tablesim-paste-end")
        el_source(editor, nil)  // the user's ~/.editrc, if any

        historyFile.load()
        for entry in historyFile.entries { tablesim_history_enter(history, entry) }
        tablesim_install_sigint(&previousSigint)
    }

    deinit {
        tablesim_restore_sigint(&previousSigint)
        el_end(editor)
        history_end(editorHistory)
        free(promptBuffer)
    }

    func readLine(prompt: String) -> LineRead {
        free(promptBuffer)
        promptBuffer = strdup(prompt)
        _ = tablesim_take_sigint()
        var count: Int32 = 0
        // Bracketed paste is on only while a line is read (a command's output is not pasted into).
        tablesim_el_write(editor, Self.bracketedPasteOn)
        let text = el_gets(editor, &count)
        tablesim_el_write(editor, Self.bracketedPasteOff)
        guard let text, count > 0 else {
            // Branch on the count: 0 is end of input (Ctrl-D on an empty line),
            // -1 an interrupted or failed read.
            if count < 0 && tablesim_take_sigint() != 0 {
                tablesim_el_write(editor, "^C\n")
                return .interrupted
            }
            tablesim_el_write(editor, "\n")
            return .end
        }
        var line = String(cString: text)
        while line.last?.isNewline == true { line.removeLast() }
        return .line(line)
    }

    /// The SIGINT handler stays installed while commands run, so Ctrl-C sets
    /// the flag and the interpreter stops at its next command.
    var interruption: (@Sendable () -> Bool)? { { tablesim_take_sigint() != 0 } }

    func addHistory(_ line: String) {
        if historyFile.add(line) {
            // An earlier copy was dropped: rebuild libedit's list to match.
            tablesim_history_clear(editorHistory)
            for entry in historyFile.entries { tablesim_history_enter(editorHistory, entry) }
        } else {
            tablesim_history_enter(editorHistory, line)
        }
        historyFile.save()
    }

    func setCompletionSource(_ source: CompletionSource?) {
        completionSource = source
    }

    /// The terminal's width now (it may have been resized), read from the terminal itself.
    var outputColumns: (@Sendable () -> Int?)? {
        guard outputIsTerminal else { return nil }
        return { Self.terminalColumns(STDOUT_FILENO) }
    }

    static func terminalColumns(_ fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"

    /// Tab: complete the word before the cursor, or list the candidates; in pasted text, a tab.
    fileprivate func complete() -> Int32 {
        if pasting { return el_insertstr(editor, "\t") == 0 ? CC_REFRESH : CC_ERROR }
        guard let info = el_line(editor)?.pointee, let buffer = info.buffer, let cursor = info.cursor,
              let source = completionSource
        else { return CC_ERROR }
        let bytes = UnsafeRawBufferPointer(start: buffer, count: max(0, cursor - buffer))
        let line = String(decoding: bytes, as: UTF8.self)
        let answer = source.completions(for: line)
        guard let edit = CompletionEdit.make(line: line, replaceFrom: answer.replaceFrom, candidates: answer.candidates)
        else { return CC_REFRESH_BEEP }
        if edit.deleteCount > 0 { el_deletestr(editor, Int32(edit.deleteCount)) }
        if !edit.insert.isEmpty && el_insertstr(editor, edit.insert) != 0 { return CC_REFRESH_BEEP }
        guard edit.listing.isEmpty else {
            let columns = Int(tablesim_el_columns(editor))
            tablesim_el_write(editor, "\n" + CompletionEdit.columns(edit.listing, width: columns))
            return CC_REDISPLAY
        }
        return CC_REFRESH
    }

    /// libedit drops every non-ASCII keystroke unless the locale's codeset is
    /// UTF-8, and CI often runs with `LC_ALL=C`: take the user's locale, fall
    /// back to `C.UTF-8` for character handling, and keep numbers in the C locale.
    static func ensureUTF8Locale() {
        setlocale(LC_ALL, "")
        let codeset = String(cString: tablesim_codeset()).uppercased()
        if codeset != "UTF-8" && codeset != "UTF8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        setlocale(LC_NUMERIC, "C")
    }
}

/// The `EditLineReader` attached to `editor` through `EL_CLIENTDATA`.
private func attachedReader(_ editor: OpaquePointer?) -> EditLineReader? {
    guard let editor, let data = tablesim_el_get_clientdata(editor) else { return nil }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
}

/// libedit's prompt callback (a C function: it reaches the reader through client data).
private func editLinePrompt(_ editor: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    attachedReader(editor)?.promptBuffer ?? tablesim_empty_prompt()
}

/// The editor commands bound to the bracketed-paste markers.
private func editLinePasteBegin(_ editor: OpaquePointer?, _ key: Int32) -> UInt8 {
    attachedReader(editor)?.pasting = true
    return UInt8(truncatingIfNeeded: CC_NORM)
}

private func editLinePasteEnd(_ editor: OpaquePointer?, _ key: Int32) -> UInt8 {
    attachedReader(editor)?.pasting = false
    return UInt8(truncatingIfNeeded: CC_NORM)
}

/// The `tablesim-complete` editor command, bound to Tab.
private func editLineComplete(_ editor: OpaquePointer?, _ key: Int32) -> UInt8 {
    UInt8(truncatingIfNeeded: attachedReader(editor)?.complete() ?? CC_ERROR)
}
