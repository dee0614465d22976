import Components
import Foundation

/// What a picker view asks for its rows (`UIPickerViewDataSource`).
public protocol UIPickerViewDataSource: DelegateObject {
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view asks for each row's title and size, and tells of selections
/// (`UIPickerViewDelegate`); every method is optional, as in UIKit.
public protocol UIPickerViewDelegate: DelegateObject {
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView { UIView(frame: .zero) }
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int)
    -> CGFloat
  { pickerView.bounds.width / CGFloat(max(pickerView.numberOfComponents, 1)) }
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  { UIPickerView.rowHeight }
}

/// A spinning-wheel list (`UIPickerView`), drawn at rest as iOS shows it: a light grey
/// selection band (`.tertiarySystemFill`, corner radius 8) across the middle, and in each
/// component its selected row's title there with the two rows above and below it, fainter
/// away from the band (the wheel's curve is not drawn). Titles come from the delegate
/// (`attributedTitleForRow`, else `titleForRow`) in the 21-point system font, `.label`
/// colour; rows given as views (`viewForRow`) are not drawn. 320 × 216 points unless sized.
open class UIPickerView: UIView {
  /// The height of a row unless the delegate gives one, as in UIKit.
  static let rowHeight: CGFloat = 34
  private var selections: [Int: Int] = [:]

  open weak var dataSource: UIPickerViewDataSource? { didSet { setNeedsDisplay() } }
  open weak var delegate: UIPickerViewDelegate? { didSet { setNeedsDisplay() } }
  /// Stored: the selection band is always drawn, as since iOS 7.
  open var showsSelectionIndicator = true

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The components, from the data source (0 without one).
  open var numberOfComponents: Int { max(dataSource?.numberOfComponents(in: self) ?? 0, 0) }

  /// The rows of `component`, from the data source (0 without one).
  open func numberOfRows(inComponent component: Int) -> Int {
    guard component >= 0, component < numberOfComponents else { return 0 }
    return max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
  }

  /// The size of a row of `component`: the delegate's width and height, or UIKit's.
  open func rowSize(forComponent component: Int) -> CGSize {
    CGSize(
      width: delegate?.pickerView(self, widthForComponent: component)
        ?? bounds.width / CGFloat(max(numberOfComponents, 1)),
      height: delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.rowHeight)
  }

  /// The selected row of `component`, or -1 when it has no rows.
  open func selectedRow(inComponent component: Int) -> Int {
    let rows = numberOfRows(inComponent: component)
    guard rows > 0 else { return -1 }
    return min(max(selections[component] ?? 0, 0), rows - 1)
  }

  /// Selects `row` of `component` (clamped to its rows); the delegate is not told, as in
  /// UIKit.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    selections[component] = row
    setNeedsDisplay()
  }

  /// The view shown for `row` of `component`: `nil`, as rows are drawn, not made of views.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }

  /// Asks the data source and delegate again.
  open func reloadAllComponents() { setNeedsDisplay() }

  /// Asks the data source and delegate again about `component`.
  open func reloadComponent(_ component: Int) { setNeedsDisplay() }

  open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  package func drawBuiltInParts(in rect: CGRect) {
    let components = numberOfComponents
    guard components > 0 else { return }
    let sizes = (0..<components).map(rowSize(forComponent:))
    Self.drawSelectionBand(in: bounds)
    let gap: CGFloat = 5
    let total = sizes.reduce(0) { $0 + $1.width } + gap * CGFloat(components - 1)
    var x = bounds.midX - total / 2
    for component in 0..<components {
      let size = sizes[component]
      drawRows(
        of: component, in: CGRect(x: x, y: 0, width: size.width, height: bounds.height),
        rowHeight: size.height)
      x += size.width + gap
    }
  }

  /// Draws the selection band across the middle of `bounds` (a date picker's wheels share
  /// it) and returns it.
  @discardableResult
  static func drawSelectionBand(in bounds: CGRect) -> CGRect {
    let band = CGRect(
      x: 8, y: bounds.midY - rowHeight / 2, width: bounds.width - 16, height: rowHeight)
    UIColor.tertiarySystemFill.setFill()
    UIBezierPath(roundedRect: band, cornerRadius: 8).fillAtContextFlatness()
    return band
  }

  private func drawRows(of component: Int, in column: CGRect, rowHeight: CGFloat) {
    let selected = selectedRow(inComponent: component)
    guard selected >= 0, rowHeight > 0 else { return }
    let rows = numberOfRows(inComponent: component)
    for offset in -2...2 {
      let row = selected + offset
      guard row >= 0, row < rows, let title = title(ofRow: row, in: component) else { continue }
      let fade: CGFloat = [1, 0.55, 0.3][abs(offset)]
      let text = Self.setting(.foregroundColor, in: title) { value in
        let color = (value as? UIColor) ?? .label
        return color.withAlphaComponent(color.alpha * fade)
      }
      let size = text.size()
      let centre = bounds.midY + CGFloat(offset) * rowHeight
      text.draw(at: CGPoint(x: column.midX - size.width / 2, y: centre - size.height / 2))
    }
  }

  /// `text` with the attribute `key` of each run replaced by `change` of its value.
  private static func setting(
    _ key: NSAttributedString.Key, in text: NSAttributedString, to change: (Any?) -> Any
  ) -> NSAttributedString {
    let result = NSMutableAttributedString(attributedString: text)
    var runs: [(NSRange, Any)] = []
    text.enumerateAttribute(key, in: NSRange(location: 0, length: text.length)) {
      value, range, _ in runs.append((range, change(value)))
    }
    for (range, value) in runs { result.addAttribute(key, value: value, range: range) }
    return result
  }

  /// The title of `row`: the delegate's attributed title, else its title in the 21-point
  /// system font and `.label` colour.
  private func title(ofRow row: Int, in component: Int) -> NSAttributedString? {
    if let attributed = delegate?.pickerView(
      self, attributedTitleForRow: row, forComponent: component)
    {
      return Self.setting(.font, in: attributed) { value in
        value ?? UIFont.systemFont(ofSize: 21)
      }
    }
    guard let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) else {
      return nil
    }
    return NSAttributedString(
      string: title,
      attributes: [.font: UIFont.systemFont(ofSize: 21), .foregroundColor: UIColor.label])
  }
}

extension UIPickerView: DrawsBuiltInParts {}
