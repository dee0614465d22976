import DesignableUIKit
import Testing

/// A rounded card cell as apps write them: a coloured badge added to the content view.
final class BadgeCell: UITableViewCell {
  let badge = UIView()
  var badgeColor: UIColor = .red { didSet { badge.backgroundColor = badgeColor } }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    badge.backgroundColor = badgeColor
    badge.frame = CGRect(x: 4, y: 4, width: 8, height: 8)
    contentView.addSubview(badge)
  }
}

/// A collection cell with a border, built only from `init(frame:)`.
final class BorderedItemCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.borderWidth = 2
    layer.borderColor = UIColor.blue.cgColor
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

@Suite("UIKit's table and collection cells")
struct UIKitCellTests {
  @Test func aTableCellBuiltByFrameIsADefaultCellOnWhite() {
    let cell = BadgeCell(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(cell.cellStyle == .default)
    #expect(cell.reuseIdentifier == nil)
    #expect(cell.contentView.frame == cell.bounds)
    #expect(cell.detailTextLabel == nil)
    let picture = Lifecycle.render(cell, scale: 1)
    #expect(picture[30, 15] == .init(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(picture[6, 6] == .init(red: 255, green: 0, blue: 0, alpha: 255))
  }

  @Test func aTableCellFromACoderHasItsContentToo() {
    let cell = BadgeCell(coder: Coder(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
    #expect(cell?.contentView.subviews.first === cell?.badge)
    #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test func theContentViewFollowsTheCellsSize() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
    #expect(cell.reuseIdentifier == "row")
    cell.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
  }

  @Test func aSelectedCellShowsGreyBehindItsContentUnlessItsStyleIsNone() {
    let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    cell.setSelected(true, animated: true)
    #expect(cell.isSelected)
    var picture = Lifecycle.render(cell, scale: 1)
    #expect(picture[10, 5] == .init(red: 209, green: 209, blue: 214, alpha: 255))
    cell.selectionStyle = .none
    picture = Lifecycle.render(cell, scale: 1)
    #expect(picture[10, 5] == .init(red: 255, green: 255, blue: 255, alpha: 255))
  }

  @Test func aSelectedBackgroundViewReplacesTheGreyAndSitsBelowTheContent() {
    let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let background = UIView()
    background.backgroundColor = .green
    let selected = UIView()
    selected.backgroundColor = .yellow
    cell.backgroundView = background
    cell.selectedBackgroundView = selected
    #expect(cell.subviews.firstIndex { $0 === background } == 0)
    #expect(cell.subviews.firstIndex { $0 === selected } == 1)
    #expect(cell.subviews.last === cell.contentView)
    #expect(selected.isHidden)
    #expect(Lifecycle.render(cell, scale: 1)[10, 5].green == 255)
    cell.isHighlighted = true
    let picture = Lifecycle.render(cell, scale: 1)
    #expect(picture[10, 5] == .init(red: 255, green: 255, blue: 0, alpha: 255))
  }

  @Test func styledLabelsAreMadeOnFirstUseAndPlacedByTheStyle() {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
    cell.textLabel?.text = "Volume"
    cell.detailTextLabel?.text = "11"
    cell.layoutIfNeeded()
    let title = cell.textLabel?.frame ?? .zero
    let detail = cell.detailTextLabel?.frame ?? .zero
    #expect(title.minX == 16)
    #expect(detail.maxX == 284)
    #expect(detail.width > 0 && detail.width < 40)
    #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
    #expect(cell.textLabel === cell.textLabel)
  }

  @Test func aSubtitleCellStacksItsLabelsInTheMiddle() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Detail"
    cell.layoutIfNeeded()
    let title = cell.textLabel?.frame ?? .zero
    let detail = cell.detailTextLabel?.frame ?? .zero
    #expect(detail.minY == title.maxY)
    #expect(abs((60 - detail.maxY) - title.minY) <= 1)
    #expect((cell.detailTextLabel?.font.pointSize ?? 0) < (cell.textLabel?.font.pointSize ?? 0))
  }

  @Test func aCollectionCellHasNoBackgroundAndShowsItsSelectedBackgroundWhileSelected() {
    let cell = BorderedItemCell(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(cell.backgroundColor == nil)
    var picture = Lifecycle.render(cell, scale: 1)
    #expect(picture[10, 10].alpha == 0)
    #expect(picture[0, 10] == .init(red: 0, green: 0, blue: 255, alpha: 255))
    let selected = UIView()
    selected.backgroundColor = .red
    cell.selectedBackgroundView = selected
    #expect(Lifecycle.render(cell, scale: 1)[10, 10].alpha == 0)
    cell.isSelected = true
    picture = Lifecycle.render(cell, scale: 1)
    #expect(picture[10, 10] == .init(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(cell.contentView.frame == cell.bounds)
  }
}

@Suite("UIKit's device and more gesture recognizers")
struct UIKitDeviceTests {
  @Test func theDeviceIsAPhoneInNoOrientation() {
    let device = UIDevice.current
    #expect(device.userInterfaceIdiom == .phone)
    #expect(device.orientation == .unknown)
    #expect(!device.orientation.isPortrait && !device.orientation.isLandscape)
    #expect(device.batteryLevel == -1)
    #expect(UIDeviceOrientation.landscapeLeft.isLandscape)
    #expect(
      UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
  }

  @Test func swipePinchRotationAndEdgeRecognizersAttachAndStayInert() {
    let view = UIView()
    let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
    swipe.direction = [.left, .right]
    let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
    let rotation = UIRotationGestureRecognizer(target: nil, action: nil)
    let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    edge.edges = .left
    for recognizer in [swipe, pinch, rotation, edge] as [UIGestureRecognizer] {
      view.addGestureRecognizer(recognizer)
      #expect(recognizer.state == .possible)
    }
    #expect(view.gestureRecognizers?.count == 4)
    #expect(swipe.direction.contains(.left) && !swipe.direction.contains(.up))
    #expect(pinch.scale == 1 && rotation.rotation == 0)
    #expect(edge.translation(in: view) == .zero && UIRectEdge.all.contains(edge.edges))
  }
}
