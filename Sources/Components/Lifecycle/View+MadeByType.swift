import Foundation

extension View {
  /// A view of this very class (the dynamic one) by `init(frame:)`, as `type.init(frame:)`
  /// builds it on iOS, where Objective-C lets code build a view from a type known only at
  /// run time (a generic parameter, a metatype value). Swift allows that only for a
  /// `required` initializer, so `DesignableAdapterPlugin` reads such a call as this one,
  /// which builds by the class's registration (the plugin lists each view class of the
  /// target that has `init(frame:)`) or its ``FrameConstructible`` conformance.
  ///
  /// Stops the program, saying why, for a class that neither says how to build it.
  public class func madeByType(frame: CGRect) -> Self {
    do {
      return try ComponentRegistry.make(self, frame: frame)
    } catch {
      fatalError("\(self)(frame:) called through its type: \(error)")
    }
  }
}
