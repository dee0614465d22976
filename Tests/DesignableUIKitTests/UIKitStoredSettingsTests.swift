import DesignableUIKit
import Foundation
import Testing

/// Settings UIKit code makes for input a render never has, kept so that the code runs.
struct UIKitStoredSettingsTests {
  @Test func recognizersKeepTheTouchAndScrollKindsTheyFollow() {
    let tap = UITapGestureRecognizer()
    #expect(tap.allowedTouchTypes == [0, 1, 2, 3])
    tap.allowedTouchTypes = [NSNumber(value: 0)]
    #expect(tap.allowedTouchTypes == [0])
    let pan = UIPanGestureRecognizer()
    #expect(pan.allowedScrollTypesMask == [])
    pan.allowedScrollTypesMask = .all
    #expect(pan.allowedScrollTypesMask.contains(.continuous))
  }

  @Test func previewsKeepTheirParametersAndTraitsTheirContrast() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let parameters = UIPreviewParameters()
    parameters.visiblePath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 4)
    parameters.backgroundColor = .clear
    let preview = UITargetedPreview(view: view, parameters: parameters)
    #expect(preview.parameters === parameters && preview.view === view)
    #expect(UIPreviewParameters().backgroundColor == .white)
    #expect(view.traitCollection.accessibilityContrast == .normal)
    #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")
  }

  @Test func applyingAFunctionToAPathVisitsItsElementsInOrder() {
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5), transform: nil)
    var kinds: [CGPathElementType] = []
    withUnsafeMutablePointer(to: &kinds) { list in
      path.apply(info: UnsafeMutableRawPointer(list)) { info, element in
        info?.assumingMemoryBound(to: [CGPathElementType].self).pointee.append(element.pointee.type)
      }
    }
    #expect(
      kinds == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
  }
}
