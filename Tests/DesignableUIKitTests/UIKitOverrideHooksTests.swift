import Foundation
import Raster
import Testing

@testable import DesignableUIKit

/// A container that keeps a log of UIKit's subview hooks and sends subviews added from
/// outside into an inner view, as card and shadow containers do.
private final class LoggingContainer: UIView {
  var log: [String] = []
  let inner = UIView()

  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    log.append("add \(subview.tag)")
  }

  override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    log.append("remove \(subview.tag)")
  }
}

/// A tvOS-style focusable card with press, motion and edit-action handlers: each is an
/// override of UIKit's, so the class compiles only if they exist.
private final class FocusCard: UIView {
  var pressed = false
  override var canBecomeFocused: Bool { true }
  override func didUpdateFocus(
    in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
  ) {
    coordinator.addCoordinatedAnimations({ self.alpha = 0.5 })
  }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    pressed = presses.contains { $0.type == .select }
  }
  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { true }
  override func copy(_ sender: Any?) {}
}

/// A code field that refuses pasting, as one-time-code fields do.
private final class NoPasteField: UITextField {
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
  override func paste(_ sender: Any?) {}
}

/// A one-time-code field that hides the caret and selection and keeps the caret at the
/// end, as code fields do by overriding UIKit's text-input methods.
private final class CodeField: UITextField {
  override func caretRect(for position: UITextPosition) -> CGRect { .zero }
  override func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
  override func closestPosition(to point: CGPoint) -> UITextPosition? {
    position(from: beginningOfDocument, offset: text?.utf16.count ?? 0)
  }
}

/// A card with a long-press menu, as list cards offer copy and share.
private final class MenuCard: UIView, UIContextMenuInteractionDelegate {
  var asked = 0
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    asked += 1
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
      UIMenu(title: "", children: suggested + [UIAction(title: "Copy") { _ in }])
    }
  }
}

/// A scroll view that hears inset changes and keeps controls' touches.
private final class InsetScroller: UIScrollView {
  var insetChanges = 0
  override func adjustedContentInsetDidChange() { insetChanges += 1 }
}

/// A round layer that takes touches only inside its circle.
private final class DiscLayer: CALayer {
  override func contains(_ p: CGPoint) -> Bool {
    let dx = p.x - bounds.midX
    let dy = p.y - bounds.midY
    return dx * dx + dy * dy <= bounds.width * bounds.width / 4
  }
}

@Suite struct UIKitOverrideHooksTests {
  @Test func aSuperviewHearsSubviewsAddedAndRemovedButNotReordered() {
    let container = LoggingContainer(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let first = UIView()
    first.tag = 1
    let second = UIView()
    second.tag = 2
    container.addSubview(first)
    container.insertSubview(second, at: 0)
    container.bringSubviewToFront(second)
    container.sendSubviewToBack(second)
    #expect(container.subviews == [second, first])
    #expect(container.layer.sublayers?.first === second.layer)
    first.removeFromSuperview()
    container.inner.addSubview(second)  // taken by another view: removed here first
    #expect(container.log == ["add 1", "add 2", "remove 1", "remove 2"])
  }

  /// A view added last, or brought to the front, has its layer above the sublayers added
  /// directly, as a progress button brings its title over its progress layer; one inserted
  /// among the others keeps them where they were.
  @Test func aViewPutInFrontIsAboveSublayersAddedDirectly() throws {
    let button = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let title = UILabel(frame: button.bounds)
    title.text = "Go"
    title.textColor = .white
    button.addSubview(title)
    let icon = UIImageView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    button.addSubview(icon)
    let progress = CAShapeLayer()
    progress.path = UIBezierPath(rect: button.bounds).cgPath
    progress.fillColor = UIColor.systemBlue.cgColor
    button.layer.addSublayer(progress)
    #expect(button.layer.sublayers?.last === progress)
    button.bringSubviewToFront(title)
    #expect(button.layer.sublayers?.last === title.layer)
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    button.addSubview(badge)
    #expect(button.layer.sublayers?.last === badge.layer)
    let behind = UIView()
    button.insertSubview(behind, at: 1)
    #expect(
      button.layer.sublayers?.map { $0 === behind.layer } == [false, true, false, false, false])
    // The white title shows over the blue layer.
    let picture = Lifecycle.render(button, scale: 2)
    let white = (0..<picture.height).contains { y in
      (0..<picture.width).contains { x in picture[x, y].red > 200 && picture[x, y].blue > 200 }
    }
    #expect(white)
  }

  @Test func directionalMarginsFollowTheLayoutDirection() {
    let view = UIView()
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.directionalLayoutMargins.leading == 4)
    view.directionalLayoutMargins.trailing = 9
    #expect(view.layoutMargins.left == 9)
  }

  @Test func responderHooksAnswerAsUIKitsDefaultsDo() {
    let card = FocusCard()
    let plain = UIView()
    #expect(card.canBecomeFocused && !plain.canBecomeFocused)
    #expect(plain.shouldUpdateFocus(in: UIFocusUpdateContext()))
    card.didUpdateFocus(in: UIFocusUpdateContext(), with: UIFocusAnimationCoordinator())
    #expect(card.alpha == 0.5)
    card.pressesBegan([UIPress(type: .select)], with: nil)
    #expect(card.pressed)
    #expect(card.target(forAction: Selector("copy:"), withSender: nil) as? FocusCard === card)
    let field = NoPasteField()
    plain.addSubview(field)
    #expect(field.target(forAction: Selector("paste:"), withSender: nil) == nil)
    #expect(!plain.accessibilityActivate() && plain.textInputMode == nil)
    #expect((plain as any UIFocusEnvironment).preferredFocusEnvironments.isEmpty)
  }

  @Test func textInputGeometryAnswersAsNothingIsSelected() throws {
    let field = CodeField()
    field.text = "1234"
    let all = try #require(
      field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
    #expect(field.selectionRects(for: all).isEmpty && field.firstRect(for: all) == .zero)
    let end = try #require(field.closestPosition(to: .zero))
    #expect(field.offset(from: field.beginningOfDocument, to: end) == 4)
    let view = UITextView()
    view.text = "ab"
    let whole = try #require(view.textRange(from: view.beginningOfDocument, to: view.endOfDocument))
    #expect(view.characterRange(at: .zero) == nil)
    #expect(view.closestPosition(to: .zero, within: whole) === whole.end)
    #expect(UITextSelectionRect().writingDirection == .natural)
  }

  @Test func aContextMenuInteractionIsKeptAndNeverAsked() {
    let card = MenuCard(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let interaction = UIContextMenuInteraction(delegate: card)
    card.addInteraction(interaction)
    _ = Lifecycle.render(card, scale: 1)
    #expect(interaction.view === card && interaction.delegate === card && card.asked == 0)
    let menu = card.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero)?
      .actionProvider?([])
    #expect(menu?.children.count == 1)
  }

  @Test func anAnimatingImageViewShowsItsImage() throws {
    func filled(_ color: UIColor) -> UIImage {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image {
        context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      }
    }
    let red = filled(.red)
    let blue = filled(.blue)
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    view.startAnimating()
    #expect(!view.isAnimating)  // no frames
    view.image = red
    view.animationImages = [blue, blue]
    view.animationDuration = 0.5
    view.startAnimating()
    #expect(view.isAnimating)
    let picture = Lifecycle.render(view, scale: 1)
    #expect(Array(picture.bytes[0..<4]) == [255, 0, 0, 255])
    view.stopAnimating()
    #expect(!view.isAnimating)
  }

  @Test func scrollViewSettingsAndHooks() {
    let scroller = InsetScroller(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    scroller.contentInsetAdjustmentBehavior = .never
    scroller.decelerationRate = .fast
    scroller.contentInset = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
    scroller.contentInset = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
    #expect(scroller.insetChanges == 1)
    #expect(!scroller.touchesShouldCancel(in: UIButton()))
    #expect(scroller.touchesShouldCancel(in: UIView()))
    #expect(scroller.decelerationRate.rawValue < UIScrollView.DecelerationRate.normal.rawValue)
  }

  @Test func aLayersContainsOverrideShapesItsHitTest() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let disc = DiscLayer()
    disc.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    root.addSublayer(disc)
    #expect(root.hitTest(CGPoint(x: 20, y: 20)) === disc)
    #expect(root.hitTest(CGPoint(x: 2, y: 2)) === root)  // the disc's corner is outside it
    disc.setAffineTransform(CGAffineTransform(scaleX: 2, y: 1))
    #expect(disc.preferredFrameSize() == CGSize(width: 80, height: 40))
  }

  @Test func aButtonKeepsItsMenu() {
    let chosen = UIAction(title: "Two", state: .on) { _ in }
    let button = UIButton(type: .system)
    #expect(!button.isContextMenuInteractionEnabled)
    button.menu = UIMenu(
      title: "Size", options: .singleSelection,
      children: [
        UIAction(title: "One") { _ in }, chosen,
      ])
    button.showsMenuAsPrimaryAction = true
    #expect(button.isContextMenuInteractionEnabled)
    #expect(button.menu?.children.count == 2 && (button.menu?.children[1] as? UIAction) === chosen)
    #expect(chosen.state == .on && chosen.identifier != UIAction(title: "Two") { _ in }.identifier)
  }
}
