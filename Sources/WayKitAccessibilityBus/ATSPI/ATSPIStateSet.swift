import Foundation
import WayKit

/// AT-SPI's states (AtspiStateType in at-spi2-core 2.46): bit n of the set
/// is state n, sent as two 32-bit words (`au`), low word first
/// (tools/atspi-prototype/NOTES.md §5).
struct ATSPIStateSet: OptionSet, Hashable, Sendable {
    let rawValue: UInt64
    init(rawValue: UInt64) { self.rawValue = rawValue }
    private init(bit: Int) { rawValue = 1 << UInt64(bit) }

    static let active = ATSPIStateSet(bit: 1)
    static let busy = ATSPIStateSet(bit: 3)
    static let checked = ATSPIStateSet(bit: 4)
    static let defunct = ATSPIStateSet(bit: 6)
    static let editable = ATSPIStateSet(bit: 7)
    static let enabled = ATSPIStateSet(bit: 8)
    static let focusable = ATSPIStateSet(bit: 11)
    static let focused = ATSPIStateSet(bit: 12)
    static let modal = ATSPIStateSet(bit: 16)
    static let multiLine = ATSPIStateSet(bit: 17)
    static let selectable = ATSPIStateSet(bit: 22)
    static let selected = ATSPIStateSet(bit: 23)
    static let sensitive = ATSPIStateSet(bit: 24)
    static let showing = ATSPIStateSet(bit: 25)
    static let singleLine = ATSPIStateSet(bit: 26)
    static let visible = ATSPIStateSet(bit: 30)
    static let readOnly = ATSPIStateSet(bit: 43)
    static let checkable = ATSPIStateSet(bit: 41)

    /// The two words of `GetState` and of a cache item.
    var words: (UInt32, UInt32) {
        (UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32))
    }

    /// The states set in one and not the other, each with its name and
    /// whether it is now set: what `StateChanged` events carry.
    func changes(to new: ATSPIStateSet) -> [(name: String, on: Bool)] {
        let differing = rawValue ^ new.rawValue
        guard differing != 0 else { return [] }
        var result: [(String, Bool)] = []
        for bit in 0..<Self.names.count where differing & (1 << UInt64(bit)) != 0 {
            result.append((Self.names[bit], new.rawValue & (1 << UInt64(bit)) != 0))
        }
        return result
    }

    /// The state names libatspi matches `StateChanged` details against, by
    /// bit (`atspi_state_set_set_by_name`).
    static let names = [
        "invalid", "active", "armed", "busy", "checked", "collapsed", "defunct", "editable", "enabled",
        "expandable", "expanded", "focusable", "focused", "has-tooltip", "horizontal", "iconified", "modal",
        "multi-line", "multiselectable", "opaque", "pressed", "resizable", "selectable", "selected",
        "sensitive", "showing", "single-line", "stale", "transient", "vertical", "visible",
        "manages-descendants", "indeterminate", "required", "truncated", "animated", "invalid-entry",
        "supports-autocompletion", "selectable-text", "is-default", "visited", "checkable", "has-popup",
        "read-only",
    ]

    /// AT-SPI's states for WayKit's. Enabled is also sensitive (GTK sets
    /// both; Orca reads "dimmed" from sensitive); visible is also showing
    /// when the element is on screen (``ATSPITree/isShowing(_:)``); a text
    /// view that cannot be edited is read-only.
    init(_ states: AccessibilityStates, showing: Bool, textReadOnly: Bool = false) {
        var set: ATSPIStateSet = []
        let table: [(AccessibilityStates, ATSPIStateSet)] = [
            (.enabled, [.enabled, .sensitive]), (.focusable, .focusable), (.focused, .focused),
            (.selected, .selected), (.selectable, .selectable), (.checkable, .checkable), (.checked, .checked),
            (.editable, .editable), (.multiLine, .multiLine), (.singleLine, .singleLine), (.modal, .modal),
            (.active, .active), (.busy, .busy), (.visible, .visible),
        ]
        for (ours, theirs) in table where states.contains(ours) { set.formUnion(theirs) }
        if states.contains(.visible), showing { set.insert(.showing) }
        if textReadOnly { set.insert(.readOnly) }
        self = set
    }
}
