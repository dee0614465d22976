import Components
import Foundation

/// Flawed on purpose, for the checker's "attributes of kinds IB cannot edit" finding: it
/// declares its font as inspectable, which Interface Builder's inspector cannot show.
public final class FontInspectableLabel: Label {
  public override class var inspectables: [Inspectable] {
    [.uneditable("font", kind: .font, \FontInspectableLabel.font)]
  }
}
