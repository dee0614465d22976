import Components
import Foundation

extension UITableViewCell {
  /// Which labels a cell has and where they go (`UITableViewCell.CellStyle`).
  public enum CellStyle: Int, Sendable {
    /// An image and a title.
    case `default`
    /// A title, and a detail at the trailing margin.
    case value1
    /// A small right-aligned title column, and a detail beside it.
    case value2
    /// A title, and a smaller detail under it.
    case subtitle
  }

  /// How a selected cell looks (`UITableViewCell.SelectionStyle`).
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  /// How a focused cell looks (`UITableViewCell.FocusStyle`); a render focuses none.
  public enum FocusStyle: Int, Sendable {
    case `default`, custom
  }

  /// The standard accessory of a cell (`UITableViewCell.AccessoryType`); stored only.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// The editing control of a cell (`UITableViewCell.EditingStyle`); stored only.
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  /// The line between a table's rows (`UITableViewCell.SeparatorStyle`); stored only.
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine, singleLineEtched
  }

  /// The side margin of the styled labels and image.
  private static let margin: CGFloat = 16

  /// Places the image and labels made so far by the cell's style (see ``UITableViewCell``).
  func layoutStyledViews(text: UILabel?, detail: UILabel?, image: UIImageView?) {
    let area = contentView.bounds
    let margin = Self.margin
    var leading = margin
    if let image, let picture = image.image {
      let size = picture.size
      image.frame = CGRect(
        x: margin, y: ((area.height - size.height) / 2).rounded(), width: size.width,
        height: size.height)
      leading = image.frame.maxX + margin
    }
    let width = max(0, area.width - leading - margin)
    switch cellStyle {
    case .default:
      text?.frame = CGRect(x: leading, y: 0, width: width, height: area.height)
    case .subtitle:
      let titleHeight = text.map { ceil($0.intrinsicContentSize.height) } ?? 0
      let detailHeight = detail.map { ceil($0.intrinsicContentSize.height) } ?? 0
      let top = ((area.height - titleHeight - detailHeight) / 2).rounded()
      text?.frame = CGRect(x: leading, y: top, width: width, height: titleHeight)
      detail?.frame = CGRect(x: leading, y: top + titleHeight, width: width, height: detailHeight)
    case .value1:
      let detailWidth = min(width, detail.map { ceil($0.intrinsicContentSize.width) } ?? 0)
      detail?.frame = CGRect(
        x: area.width - margin - detailWidth, y: 0, width: detailWidth, height: area.height)
      text?.frame = CGRect(x: leading, y: 0, width: width - detailWidth, height: area.height)
    case .value2:
      let column = (area.width / 4).rounded()
      text?.frame = CGRect(x: margin, y: 0, width: max(0, column - margin), height: area.height)
      detail?.frame = CGRect(
        x: column + 6, y: 0, width: max(0, area.width - column - 6 - margin),
        height: area.height)
    }
  }
}
