import Foundation
import TableEngine

/// Registering, dequeuing and finding cells.
extension UITableView {
    /// UIKit's text when `dequeueReusableCell(withIdentifier:for:)` meets an unregistered identifier.
    static func unregisteredIdentifierReason(_ identifier: String) -> String {
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
            + "or connect a prototype cell in a storyboard"
    }

    /// Registers a cell class (a `UITableViewCell` subclass) for an identifier; nil unregisters it.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UITableViewCell.Type
        registeredIdentifier = nil
    }

    /// Registers a header-footer view class for an identifier; nil unregisters it.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A cell from the identifier's reuse queue, or a new one of the
    /// registered class; nil when none is waiting and no class is registered
    /// (then create one with `UITableViewCell(style:reuseIdentifier:)`).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier { return cell }
        let engine = readyEngine()
        guard cellClasses[identifier] != nil || !engine.reusePool(withIdentifier: identifier).isEmpty else { return nil }
        return handOut(engine.dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0)))
    }

    /// A cell for a row from the identifier's reuse queue, or a new one of
    /// the registered class. An unregistered identifier raises UIKit's
    /// `NSInternalInconsistencyException` (recorded) and returns a plain cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier { return cell }
        if identifier != registeredIdentifier {
            if cellClasses[identifier] == nil {
                UIKitException.raise(.internalInconsistencyException, UITableView.unregisteredIdentifierReason(identifier))
            } else {
                registeredIdentifier = identifier
            }
        }
        prepareEngine()
        return handOut(engine.dequeueReusableCell(withIdentifier: identifier, for: indexPath))
    }

    /// The app's cell for an engine cell the engine just handed out; a
    /// reused one gets `prepareForReuse()`.
    private func handOut(_ engineCell: TableEngine.TableViewCell) -> UITableViewCell {
        let cell: UITableViewCell
        // No closures on this path: a main-actor closure handed to the standard
        // library checks the executor on every call (about 220 instructions).
        if let existing = engineCell.layer {
            cell = unsafeDowncast(existing, to: UITableViewCell.self)
            if FirstResponder.mayBeSet { endEditing(in: cell) }
            cell.prepareForReuse()
            cell.setNeedsUpdateConfiguration()
        } else {
            cell = appCell(for: engineCell)
        }
        if !binding.isEmpty { dequeuedWhileBinding.append(ObjectIdentifier(cell)) }
        return cell
    }

    /// The app's cell standing for an engine cell, made from the registered class when there is none yet.
    func appCell(for engineCell: TableEngine.TableViewCell) -> UITableViewCell {
        if let cell = engineCell.layer { return unsafeDowncast(cell, to: UITableViewCell.self) }
        let id = engineCell.reuseIdentifier
        let cell = cellClasses[id]?.init(tablesimRegisteredWithReuseIdentifier: id)
            ?? UITableViewCell(style: .default, reuseIdentifier: id)
        adopt(cell, as: engineCell)
        return cell
    }

    private func adopt(_ cell: UITableViewCell, as engineCell: TableEngine.TableViewCell) {
        if let old = cells[ObjectIdentifier(engineCell)], old !== cell { old.engineCell = nil }
        cells[ObjectIdentifier(engineCell)] = cell
        engineCell.layerObject = cell
        cell.engineCell = engineCell
        cell.owningTable = self
        if cell.isSelected || cell.isEditing { cellsMayShowState = true }
    }

    /// The engine cell for the cell a data source returned from `cellForRowAt`.
    /// A cell the app made itself (the pre-registration pattern) gets an
    /// engine cell of its own; any other cell is passed on for the engine to
    /// check (it binds a cell of its own instead of one in use, and says so).
    func engineCell(returnedBy cell: UITableViewCell, at indexPath: IndexPath,
                    dequeued: ArraySlice<ObjectIdentifier>) -> TableEngine.TableViewCell {
        if let engineCell = cell.engineCell {
            var wasDequeued = false
            let identity = ObjectIdentifier(cell)
            for other in dequeued where other == identity { wasDequeued = true }
            // A cell this table handed out during the call is this table's:
            // only another cell needs the (weak, slow) look at its table.
            if wasDequeued || cell.owningTable === self {
                if engineCell.isBound || !wasDequeued {
                    UIKitException.raise(.internalInconsistencyException,
                        "tableView(_:cellForRowAt:) returned a cell that is in use or was not dequeued for row \(indexPath.row) "
                            + "of section \(indexPath.section): return a cell from dequeueReusableCell(withIdentifier:for:)")
                }
                return engineCell
            }
        }
        if cell.owningTable != nil {
            UIKitException.raise(.internalInconsistencyException,
                "tableView(_:cellForRowAt:) returned a cell that belongs to another table view")
        }
        let engineCell = engine.dequeueReusableCell(withIdentifier: cell.reuseIdentifier ?? "", for: indexPath)
        adopt(cell, as: engineCell)
        return engineCell
    }

    /// The cell of a row that has one (visible or prefetched), else nil.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        readyEngine().cellForRow(at: indexPath).map(placedCell(for:))
    }

    /// The cells of the visible rows, in row order.
    public var visibleCells: [UITableViewCell] { readyEngine().visibleCells.map(placedCell(for:)) }

    /// The app's cell for an engine cell, handed to the app with its row's
    /// rect as its frame (laid out if that changed its size): set here, not
    /// at every display, so that scrolling past cells no one looks at costs nothing.
    private func placedCell(for engineCell: TableEngine.TableViewCell) -> UITableViewCell {
        let cell = appCell(for: engineCell)
        cell.takeRowFrame(in: self)
        return cell
    }

    /// The visible rows, in order; nil when there are none, as in UIKit.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = readyEngine().indexPathsForVisibleRows
        return rows.isEmpty ? nil : rows
    }

    /// The row a cell of this table is bound to, nil for a cell that is not on a row.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        prepareEngine()
        guard cell.owningTable === self, let engineCell = cell.engineCell,
              cells[ObjectIdentifier(engineCell)] === cell else { return nil }
        return engineCell.indexPath
    }

    /// iOS 15's `reconfigureRows(at:)`: the data source configures the
    /// existing cells of these rows again (`dequeueReusableCell` hands back
    /// the row's own cell); rows without a cell are left alone.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let source = dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = cellForRow(at: indexPath) else { continue }
            reconfiguring = cell
            let returned = source.tableView(self, cellForRowAt: indexPath)
            reconfiguring = nil
            if returned !== cell {
                UIKitException.raise(.internalInconsistencyException,
                    "tableView(_:cellForRowAt:) returned a different cell while reconfiguring row \(indexPath.row) "
                        + "of section \(indexPath.section): dequeue it with the row's reuse identifier")
            }
        }
    }
}

extension UITableView {
    /// A field or text view edited in a cell this table no longer shows
    /// stops being edited, forced (its delegate hears `didEndEditing`): the
    /// cell is out of the window and may be reused for another row. UIKit
    /// keeps such a cell alive instead, and editing goes on (not modelled).
    func endEditingInCellsNotShown() {
        if !engine.isCallingOut { Keyboard.revealPending(in: self) }
        guard let cell = cellOfEditedText() else { return }
        if cell.owningTable === self, cell.engineCell?.indexPath == nil { endEditing(in: cell) }
    }

    /// Before a cell is reused for another row: text edited in it stops.
    private func endEditing(in cell: UITableViewCell) {
        guard let first = FirstResponder.current, cellOfEditedText() === cell else { return }
        first.resignForced()
    }

    /// The cell the text being edited is in, if any.
    private func cellOfEditedText() -> UITableViewCell? {
        guard let first = FirstResponder.current else {
            FirstResponder.mayBeSet = false
            return nil
        }
        return (first as? UIView)?.enclosing(UITableViewCell.self)
    }
}
