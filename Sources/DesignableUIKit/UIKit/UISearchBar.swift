import Components
import Foundation

/// A search bar (`UISearchBar`), 56 points tall when it sizes itself. It draws
/// ``barTintColor`` or ``backgroundImage`` behind (without them, no background: iOS's bar
/// background for the default styles is not drawn) and its ``searchTextField``: 36 points tall, 8 points in from the sides, centred, with
/// 10-point corners filled with `.tertiarySystemFill` unless a search field background
/// image is set. The magnifying glass, cancel, bookmark and scope buttons are not drawn:
/// the field keeps the glass's room empty.
open class UISearchBar: UIView {
  /// Whether the bar has a background (`UISearchBar.Style`).
  public enum Style: Int, Sendable {
    case `default`, prominent, minimal
  }

  /// The images a search bar shows (`UISearchBar.Icon`); stored only.
  public enum Icon: Int, Sendable {
    case search, clear, bookmark, resultsList
  }

  /// The field the text is typed in; its text and placeholder are the bar's.
  public let searchTextField = UISearchTextField()
  open weak var delegate: UISearchBarDelegate?
  open var searchBarStyle = Style.default { didSet { showBackground() } }
  /// Stored only.
  open var barStyle = UIBarStyle.default
  open var barTintColor: UIColor? { didSet { showBackground() } }
  open var backgroundImage: UIImage? { didSet { showBackground() } }
  /// Stored only.
  open var isTranslucent = true
  /// Stored only.
  open var prompt: String?
  /// Stored only: no cancel button is drawn.
  open var showsCancelButton = false
  /// Stored only: no bookmark button is drawn.
  open var showsBookmarkButton = false
  /// Stored only: no scope bar is drawn.
  open var showsScopeBar = false
  /// Stored only.
  open var scopeButtonTitles: [String]?
  /// Stored only.
  open var selectedScopeButtonIndex = 0
  /// Stored only.
  open var searchTextPositionAdjustment = UIOffset.zero
  /// Stored only.
  open var searchFieldBackgroundPositionAdjustment = UIOffset.zero

  private let background = BarBackgroundView(shadowEdge: .bottom)
  private var images: [Int: UIImage] = [:]
  private var fieldBackgrounds: [UInt: UIImage] = [:]

  /// The text in the field.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The text shown in the empty field.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    install()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    install()
  }

  /// Keeps `iconImage` for `icon` and `state`; stored only.
  open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
    images[icon.rawValue << 16 | Int(state.rawValue & 0xFFFF)] = iconImage
  }

  /// The image kept for `icon` and `state`, if any.
  open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
    images[icon.rawValue << 16 | Int(state.rawValue & 0xFFFF)]
  }

  /// Sets the field's background image for `state`; `.normal`'s is drawn.
  open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
    fieldBackgrounds[state.rawValue] = backgroundImage
    showField()
  }

  /// The field's background image for `state`.
  open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
    fieldBackgrounds[state.rawValue]
  }

  /// Sets ``showsCancelButton``; `animated` is ignored.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// The width asked for (the current width when it is not positive) and 56 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: 56)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    background.frame = bounds
    let height = min(36, bounds.height)
    searchTextField.frame = CGRect(
      x: 8, y: (bounds.height - height) / 2, width: max(0, bounds.width - 16), height: height)
  }

  private func install() {
    background.frame = bounds
    insertSubview(background, at: 0)
    searchTextField.font = .systemFont(ofSize: 17)
    searchTextField.borderStyle = .none
    searchTextField.layer.cornerRadius = 10
    searchTextField.clipsToBounds = true
    searchTextField.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 28, height: 36))
    searchTextField.leftViewMode = .always
    insertSubview(searchTextField, aboveSubview: background)
    showBackground()
    showField()
  }

  private func showBackground() {
    background.fill = barTintColor
    background.image = backgroundImage
    background.shadowColor = nil
  }

  private func showField() {
    let image = fieldBackgrounds[UIControl.State.normal.rawValue]
    searchTextField.background = image
    searchTextField.backgroundColor = image == nil ? .tertiarySystemFill : nil
  }
}

/// What a search bar tells about its text (`UISearchBarDelegate`); nothing is typed here.
public protocol UISearchBarDelegate: DelegateObject {
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
