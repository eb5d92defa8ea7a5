import Foundation

/// A section's header or footer view, made for a data source's title (S10).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public private(set) var reuseIdentifier: String?
    public let contentView = UIView()
    public let textLabel: UILabel? = UILabel()

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        if let textLabel {
            textLabel.font = .systemFont(ofSize: 13)
            textLabel.textColor = .secondaryLabel
            contentView.addSubview(textLabel)
        }
        backgroundColor = .systemGray6
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        textLabel?.frame = bounds.insetBy(dx: UITableViewCell.padding, dy: 0)
    }
}

// Section headers and footers: made while their section is in the tiling
// range; in the plain style a header floats at the top of the viewport
// while its section's rows pass under it, as UIKit's do.
extension UITableView {
    func _tileHeaders(_ lo: CGFloat, _ hi: CGFloat) {
        var live = Set<Int>()
        for (s, section) in _geometry.sections.enumerated() where section.end > lo && section.start < hi {
            live.insert(s)
            if _headers[s] == nil, section.headerLength > 0, let v = _makeSupplementary(s, header: true) {
                _headers[s] = v
                _tableDelegate?.tableView(self, willDisplayHeaderView: v, forSection: s)
            }
            if _footers[s] == nil, section.footerLength > 0, let v = _makeSupplementary(s, header: false) {
                _footers[s] = v
                _tableDelegate?.tableView(self, willDisplayFooterView: v, forSection: s)
            }
            if s > _geometry.sections.count { break }
        }
        for (s, v) in _headers where !live.contains(s) { _dropHeader(s, v) }
        for (s, v) in _footers where !live.contains(s) { _dropFooter(s, v) }
    }

    /// A header leaves: removed, and the delegate told (UIKit's
    /// didEndDisplayingHeaderView), as a cell's didEndDisplaying.
    func _dropHeader(_ s: Int, _ v: UIView) {
        v.removeFromSuperview()
        _headers[s] = nil
        _tableDelegate?.tableView(self, didEndDisplayingHeaderView: v, forSection: s)
    }

    func _dropFooter(_ s: Int, _ v: UIView) {
        v.removeFromSuperview()
        _footers[s] = nil
        _tableDelegate?.tableView(self, didEndDisplayingFooterView: v, forSection: s)
    }

    private func _makeSupplementary(_ s: Int, header: Bool) -> UIView? {
        let delegate = _tableDelegate
        if let v = header ? delegate?.tableView(self, viewForHeaderInSection: s) : delegate?.tableView(self, viewForFooterInSection: s) {
            addSubview(v)
            return v
        }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: s) : dataSource?.tableView(self, titleForFooterInSection: s)
        guard let title else { return nil }
        let v = UITableViewHeaderFooterView(reuseIdentifier: nil)
        v.textLabel?.text = style == .plain ? title : title.uppercased()
        if style != .plain { v.backgroundColor = .clear }
        addSubview(v)
        return v
    }

    func _placeHeaders() {
        let width = bounds.width
        let top = contentOffset.y + adjustedContentInset.top
        for (s, v) in _headers where s < _geometry.sections.count {
            let section = _geometry.sections[s]
            var y = section.start
            if style == .plain {
                y = min(max(y, top), section.rowsStart + section.rowsLength - section.headerLength)
                y = max(y, section.start)
            }
            v.frame = CGRect(x: 0, y: y + _reorderShift(header: s), width: width, height: section.headerLength)
            // Floating headers stay over the rows.
            if subviews.last !== v, style == .plain { bringSubviewToFront(v) }
        }
        for (s, v) in _footers where s < _geometry.sections.count {
            let section = _geometry.sections[s]
            v.frame = CGRect(x: 0, y: section.end - section.footerLength + _reorderShift(header: s, footer: true),
                             width: width, height: section.footerLength)
        }
    }
}
