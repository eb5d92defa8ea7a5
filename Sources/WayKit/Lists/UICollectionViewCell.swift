import Foundation

/// An item of a collection view (S11): a ``contentView`` for the app's
/// views, a background, and a ``selectedBackgroundView`` while highlighted
/// or selected. Highlight and selection come from its own touches, through
/// the scroll view's content-touch hold, as a table cell's do. A reusable
/// view, as in UIKit (``UICollectionReusableView``).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = backgroundView { insertSubview(v, at: 0) }; setNeedsLayout() }
    }
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); _updateSelectedBackground() }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { _updateSelectedBackground(); _configurationStateDidChange() } }
    }
    open var isSelected = false {
        didSet { if isSelected != oldValue { _updateSelectedBackground(); _configurationStateDidChange() } }
    }
    /// Content and background configurations (U6; UICollectionViewCell+Configuration.swift).
    public let _configurations = CellConfigurationHost()
    /// Run at each configuration update with the cell's state.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Updates the configurations for `state`: the automatic updates, then
    /// the handler. Subclasses override it (calling super) to restyle.
    open func updateConfiguration(using state: UICellConfigurationState) {
        _configurations.update(for: state, cell: self, container: contentView)
        configurationUpdateHandler?(self, state)
    }

    var _indexPath: IndexPath?
    weak var _collectionView: UICollectionView?

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }

    private func _updateSelectedBackground() {
        guard let v = selectedBackgroundView else { return }
        let show = isHighlighted || isSelected
        if show && v.superview !== self {
            insertSubview(v, belowSubview: contentView)
            v.frame = bounds
        }
        if !show && v.superview === self { v.removeFromSuperview() }
    }

    open override func layoutSubviews() {
        // Cleared here, not only by super's update: an override need not
        // call super, and must not then run at every layout.
        if _configurations.needsUpdate {
            _configurations.needsUpdate = false
            updateConfiguration(using: configurationState)
        }
        super.layoutSubviews()
        contentView.frame = bounds
        _configurations.layout(in: contentView)
        backgroundView?.frame = bounds
        if selectedBackgroundView?.superview === self { selectedBackgroundView?.frame = bounds }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _collectionView?._cellTouchBegan(self)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { point(inside: $0.location(in: self), with: event) } ?? false
        _collectionView?._cellTouchEnded(self, inside: inside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _collectionView?._cellTouchCancelled(self)
    }
}
