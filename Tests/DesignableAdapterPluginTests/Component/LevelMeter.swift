import Observation
import SwiftUI
import UIKit

/// A meter as a component written for Swift 6 and iOS 26 has it: main-actor isolated, its
/// state in an `@Observable` model that `updateProperties()` reads, a placeholder timer, and
/// Xcode previews, one of them SwiftUI's.
@MainActor
@IBDesignable public final class LevelMeter: UIView {
  @MainActor @Observable final class Model {
    var level: CGFloat = 0.25
  }

  private let model = Model()
  private let bar = CALayer()
  /// Replaced by a scheduled timer while the meter animates.
  var pulse = Timer()
  /// How many times `updateProperties()` ran.
  public private(set) var updates = 0

  @IBInspectable public var level: CGFloat {
    get { model.level }
    set { model.level = newValue }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    bar.backgroundColor = UIColor.green.cgColor
    layer.addSublayer(bar)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    layer.addSublayer(bar)
  }

  public override func updateProperties() {
    super.updateProperties()
    updates += 1
    bar.frame = CGRect(x: 0, y: 0, width: bounds.width * model.level, height: bounds.height)
  }
}

#Preview {
  let meter = LevelMeter(frame: CGRect(x: 0, y: 0, width: 120, height: 8))
  meter.level = 0.5
  return meter
}

struct LevelMeter_Previews: PreviewProvider {
  static var previews: some View { Text("Level") }
}
