import Foundation
import Testing

@testable import DesignableUIKit

/// A view with a fixed intrinsic width, 10 points high.
private final class Block: UIView {
  let width: CGFloat

  init(_ width: CGFloat) {
    self.width = width
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { CGSize(width: width, height: 10) }
}

/// The frames' horizontal extents of `views` after laying out a row `width` wide.
private func row(
  _ views: [UIView], width: CGFloat, spacing: CGFloat = 0,
  distribution: UIStackView.Distribution
) -> [ClosedRange<CGFloat>] {
  let stack = UIStackView(arrangedSubviews: views)
  stack.spacing = spacing
  stack.distribution = distribution
  stack.frame = CGRect(x: 0, y: 0, width: width, height: 10)
  stack.layoutIfNeeded()
  return views.map { $0.frame.minX...$0.frame.maxX }
}

@Suite struct StackViewDistributionTests {
  @Test func fillGivesTheRoomLeftToTheViewThatHugsLeastAndOnATieToTheFirst() {
    #expect(
      row([Block(20), Block(30)], width: 100, spacing: 10, distribution: .fill) == [
        0...60, 70...100,
      ])
    let loose = Block(30)
    loose.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
    #expect(
      row([Block(20), loose], width: 100, spacing: 10, distribution: .fill) == [
        0...20, 30...100,
      ])
  }

  @Test func fillShrinksTheViewThatResistsLeastWhenARowIsTooLong() {
    #expect(
      row([Block(60), Block(50)], width: 100, spacing: 10, distribution: .fill) == [
        0...40, 50...100,
      ])
    let firm = Block(60)
    firm.setContentCompressionResistancePriority(.required, for: .horizontal)
    #expect(
      row([firm, Block(50)], width: 100, spacing: 10, distribution: .fill) == [
        0...60, 70...100,
      ])
  }

  @Test func fillProportionallyScalesOwnLengthsAndTheLastViewTakesTheRest() {
    #expect(
      row([Block(20), Block(30), Block(50)], width: 200, distribution: .fillProportionally)
        == [0...40, 40...100, 100...200])
    // 240 over (100 + 20) doubles each own length; the last takes what the spaces leave.
    #expect(
      row(
        [Block(20), Block(30), Block(50)], width: 240, spacing: 10,
        distribution: .fillProportionally) == [0...40, 50...110, 120...240])
  }

  @Test func equalSpacingKeepsLengthsAndSharesTheRoomBetweenViews() {
    let blocks = { [Block(20), Block(30), Block(10)] }
    #expect(
      row(blocks(), width: 100, spacing: 5, distribution: .equalSpacing) == [
        0...20, 40...70, 90...100,
      ])
    // 60 points of views and two spaces of at least 5 do not fit in 68: the first shrinks.
    #expect(
      row(blocks(), width: 68, spacing: 5, distribution: .equalSpacing) == [
        0...18, 23...53, 58...68,
      ])
  }

  @Test func equalCenteringSpacesCentresEquallyUnlessSpacingForbids() {
    #expect(
      row([Block(20), Block(40), Block(20)], width: 200, distribution: .equalCentering) == [
        0...20, 80...120, 180...200,
      ])
    // Centres 10, 130 and 250 leave 40 points before the last view; spacing 50 wins.
    #expect(
      row(
        [Block(20), Block(60), Block(100)], width: 300, spacing: 50,
        distribution: .equalCentering) == [0...20, 90...150, 200...300])
  }

  @Test func aViewWithoutIntrinsicWidthKeepsWhatItsContentNeedsWhenSpacedEqually() {
    let wrappers = [Block(30), Block(40)].map { block -> UIView in
      let wrapper = UIView()
      block.translatesAutoresizingMaskIntoConstraints = false
      wrapper.addSubview(block)
      NSLayoutConstraint.activate([
        block.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor),
        block.trailingAnchor.constraint(equalTo: wrapper.trailingAnchor),
        block.topAnchor.constraint(equalTo: wrapper.topAnchor),
        block.bottomAnchor.constraint(equalTo: wrapper.bottomAnchor),
      ])
      return wrapper
    }
    #expect(row(wrappers, width: 100, distribution: .equalSpacing) == [0...30, 60...100])
  }

  @Test func aLoneViewFillsTheStackUnderEveryDistribution() {
    for distribution in [
      UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing,
      .equalCentering,
    ] {
      #expect(row([Block(20)], width: 100, distribution: distribution) == [0...100])
    }
  }

  /// A profile header: an avatar kept square by its own required constraint fills the row's
  /// height and is as wide, whatever its image's size, and the label takes the rest.
  @Test func anArrangedViewKeepsItsOwnAspectAcrossAFilledRow() {
    let wide = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 60)).image { _ in }
    let avatar = UIImageView(image: wide)
    avatar.widthAnchor.constraint(equalTo: avatar.heightAnchor).isActive = true
    avatar.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    let name = UILabel()
    name.text = "Ada"
    let stack = UIStackView(arrangedSubviews: [avatar, name])
    stack.spacing = 8
    stack.frame = CGRect(x: 0, y: 0, width: 360, height: 120)
    stack.layoutIfNeeded()
    #expect(avatar.frame == CGRect(x: 0, y: 0, width: 120, height: 120))
    #expect(name.frame.minX == 128 && name.frame.width == 232)
  }
}
