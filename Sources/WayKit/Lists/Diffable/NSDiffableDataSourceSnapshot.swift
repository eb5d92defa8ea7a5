import Foundation

/// What a list shows, by identifier (U6): sections in order, each with its
/// items in order, as UIKit's diffable data sources take it. A value: build
/// one, hand it to a data source's `apply(_:animatingDifferences:)`, and
/// the list changes to match.
///
/// Identifiers are unique across the snapshot, as UIKit requires. Where UIKit
/// raises (a duplicate, an identifier that is not there), the call is
/// logged and changes nothing.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    var _sections: [Section] = []
    var _items: [[Item]] = []
    /// The section each item is in, by identifier.
    var _sectionOfItem: [Item: Section] = [:]
    var _reloaded: Set<Item> = []
    var _reconfigured: Set<Item> = []
    var _reloadedSections: Set<Section> = []

    public init() {}

    // MARK: Reading

    public var numberOfItems: Int { _sectionOfItem.count }
    public var numberOfSections: Int { _sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { _sections }
    public var itemIdentifiers: [ItemIdentifierType] { _items.flatMap { $0 } }
    public var reloadedItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter { _reloaded.contains($0) } }
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter { _reconfigured.contains($0) } }
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { _sections.filter { _reloadedSections.contains($0) } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        indexOfSection(identifier).map { _items[$0].count } ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { _items[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        _sectionOfItem[identifier]
    }

    /// The item's index among all items, in order.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = _sectionOfItem[identifier], let s = indexOfSection(section) else { return nil }
        var offset = 0
        for i in 0..<s { offset += _items[i].count }
        return _items[s].firstIndex(of: identifier).map { offset + $0 }
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { _sections.firstIndex(of: identifier) }

    func _indexPath(of item: Item) -> IndexPath? {
        guard let section = _sectionOfItem[item], let s = indexOfSection(section),
              let i = _items[s].firstIndex(of: item) else { return nil }
        return IndexPath(item: i, section: s)
    }

    // Shared by the table's and the collection view's data sources.

    /// What a data source shows after applying this snapshot: the reloads
    /// it asked for are requests of that apply, not state.
    var _shown: NSDiffableDataSourceSnapshot {
        var shown = self
        shown._reloaded = []; shown._reconfigured = []; shown._reloadedSections = []
        return shown
    }

    func _item(section: Int, index: Int) -> Item? {
        guard _items.indices.contains(section), _items[section].indices.contains(index) else { return nil }
        return _items[section][index]
    }

    func _section(at index: Int) -> Section? { _sections.indices.contains(index) ? _sections[index] : nil }

    func _count(inSection index: Int) -> Int { _items.indices.contains(index) ? _items[index].count : 0 }

    // MARK: Items

    /// Appends to `section`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let s = sectionIdentifier.map(indexOfSection) ?? (_sections.isEmpty ? nil : _sections.count - 1) else {
            return _complain("appendItems: \(sectionIdentifier.map { "no section \($0)" } ?? "the snapshot has no section")")
        }
        _add(identifiers, section: s, at: _items[s].count, "appendItems")
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) {
        guard let at = _indexPath(of: beforeItem) else { return _complain("insertItems(beforeItem:): no item \(beforeItem)") }
        _add(identifiers, section: at.section, at: at.item, "insertItems")
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) {
        guard let at = _indexPath(of: afterItem) else { return _complain("insertItems(afterItem:): no item \(afterItem)") }
        _add(identifiers, section: at.section, at: at.item + 1, "insertItems")
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for item in identifiers where _sectionOfItem[item] == nil { _complain("deleteItems: no item \(item)") }
        for s in _items.indices { _items[s].removeAll { gone.contains($0) } }
        for item in gone { _sectionOfItem[item] = nil; _reloaded.remove(item); _reconfigured.remove(item) }
    }

    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem: ItemIdentifierType) {
        _move(identifier, to: beforeItem, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem: ItemIdentifierType) {
        _move(identifier, to: afterItem, after: true)
    }

    /// Asks for the items' cells again (new cells from the provider).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            if _sectionOfItem[item] == nil { _complain("reloadItems: no item \(item)") } else { _reloaded.insert(item) }
        }
    }

    /// Asks the provider to configure the items' cells again (here, as a
    /// reload: the provider dequeues and configures).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            if _sectionOfItem[item] == nil { _complain("reconfigureItems: no item \(item)") } else { _reconfigured.insert(item) }
        }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        _addSections(identifiers, at: _sections.count)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType) {
        guard let s = indexOfSection(beforeSection) else { return _complain("insertSections(beforeSection:): no section \(beforeSection)") }
        _addSections(identifiers, at: s)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection: SectionIdentifierType) {
        guard let s = indexOfSection(afterSection) else { return _complain("insertSections(afterSection:): no section \(afterSection)") }
        _addSections(identifiers, at: s + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard let s = indexOfSection(section) else { _complain("deleteSections: no section \(section)"); continue }
            for item in _items[s] { _sectionOfItem[item] = nil }
            _sections.remove(at: s)
            _items.remove(at: s)
            _reloadedSections.remove(section)
        }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection: SectionIdentifierType) {
        _moveSection(identifier, to: beforeSection, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection: SectionIdentifierType) {
        _moveSection(identifier, to: afterSection, after: true)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            if indexOfSection(section) == nil { _complain("reloadSections: no section \(section)") } else { _reloadedSections.insert(section) }
        }
    }

    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) { reloadSections(identifiers) }

    // MARK: Helpers

    private mutating func _add(_ identifiers: [Item], section s: Int, at index: Int, _ what: String) {
        var fresh: [Item] = []
        var seen: Set<Item> = []
        for item in identifiers {
            if _sectionOfItem[item] != nil || !seen.insert(item).inserted {
                _complain("\(what): item \(item) is already in the snapshot; identifiers must be unique")
                continue
            }
            fresh.append(item)
        }
        _items[s].insert(contentsOf: fresh, at: min(max(0, index), _items[s].count))
        for item in fresh { _sectionOfItem[item] = _sections[s] }
    }

    private mutating func _addSections(_ identifiers: [Section], at index: Int) {
        var at = min(max(0, index), _sections.count)
        for section in identifiers {
            guard indexOfSection(section) == nil else {
                _complain("section \(section) is already in the snapshot; identifiers must be unique")
                continue
            }
            _sections.insert(section, at: at)
            _items.insert([], at: at)
            at += 1
        }
    }

    private mutating func _move(_ item: Item, to other: Item, after: Bool) {
        guard item != other else { return }
        guard let from = _indexPath(of: item), _indexPath(of: other) != nil else {
            return _complain("moveItem: no item \(_sectionOfItem[item] == nil ? item : other)")
        }
        _items[from.section].remove(at: from.item)
        guard let to = _indexPath(of: other) else { return }
        _items[to.section].insert(item, at: to.item + (after ? 1 : 0))
        _sectionOfItem[item] = _sections[to.section]
    }

    private mutating func _moveSection(_ section: Section, to other: Section, after: Bool) {
        guard section != other else { return }
        guard let from = indexOfSection(section), indexOfSection(other) != nil else {
            return _complain("moveSection: no section \(indexOfSection(section) == nil ? section : other)")
        }
        let items = _items.remove(at: from)
        _sections.remove(at: from)
        guard let to = indexOfSection(other) else { return }
        _sections.insert(section, at: to + (after ? 1 : 0))
        _items.insert(items, at: to + (after ? 1 : 0))
    }

    private func _complain(_ message: String) {
        FileHandle.standardError.write(Data("WayKit: NSDiffableDataSourceSnapshot: \(message)\n".utf8))
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
