import Foundation
import ScenarioLanguage
import TableEngine

/// Changing the data (LANGUAGE.md §3).
extension Interpreter {
    func executeChange(_ c: Command) throws {
        switch c.id {
        case .reloadData:
            table.reloadData()
        default:
            throw fail("'\(c.spec.name)' is not implemented yet (batch updates are coming in a later release)", c)
        }
    }
}
