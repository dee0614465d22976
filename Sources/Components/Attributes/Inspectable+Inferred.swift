import Foundation

// `Inspectable.ib(_:_:)`: the kind follows from the property's type, as Interface Builder
// infers it from an `@IBInspectable` declaration. The `DesignablePlugin` writes these; the
// compiler picks the overload, so a property whose type the source does not spell out works.
extension Inspectable {
  public static func ib<V: View>(_ keyPath: String, _ property: ReferenceWritableKeyPath<V, Bool>)
    -> Inspectable
  { boolean(keyPath, property) }

  public static func ib<V: View, N: BinaryFloatingPoint>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, N>
  ) -> Inspectable { number(keyPath, property) }

  public static func ib<V: View, N: BinaryInteger>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, N>
  ) -> Inspectable { number(keyPath, property) }

  public static func ib<V: View>(_ keyPath: String, _ property: ReferenceWritableKeyPath<V, String>)
    -> Inspectable
  { string(keyPath, property) }

  public static func ib<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, String?>
  ) -> Inspectable { string(keyPath, property) }

  public static func ib<V: View>(_ keyPath: String, _ property: ReferenceWritableKeyPath<V, Color>)
    -> Inspectable
  { color(keyPath, property) }

  public static func ib<V: View>(_ keyPath: String, _ property: ReferenceWritableKeyPath<V, Color?>)
    -> Inspectable
  { color(keyPath, property) }

  public static func ib<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, CGPoint>
  ) -> Inspectable { point(keyPath, property) }

  public static func ib<V: View>(_ keyPath: String, _ property: ReferenceWritableKeyPath<V, CGSize>)
    -> Inspectable
  { size(keyPath, property) }

  public static func ib<V: View>(_ keyPath: String, _ property: ReferenceWritableKeyPath<V, CGRect>)
    -> Inspectable
  { rect(keyPath, property) }

  public static func ib<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, NSRange>
  ) -> Inspectable { range(keyPath, property) }

  public static func ib<V: View>(_ keyPath: String, _ property: ReferenceWritableKeyPath<V, Image?>)
    -> Inspectable
  { image(keyPath, property) }

  /// A non-optional image: a document that names no image leaves it unchanged.
  public static func ib<V: View>(_ keyPath: String, _ property: ReferenceWritableKeyPath<V, Image>)
    -> Inspectable
  {
    image(keyPath, \V.[optionalImage: property])
  }

  public static func ib<V: View, E: RawRepresentable>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, E>
  ) -> Inspectable where E.RawValue == Int { enumeration(keyPath, property) }

  public static func ib<V: View>(_ keyPath: String, _ property: ReferenceWritableKeyPath<V, Font>)
    -> Inspectable
  { uneditable(keyPath, kind: .font, property) }

  public static func ib<V: View>(_ keyPath: String, _ property: ReferenceWritableKeyPath<V, Font?>)
    -> Inspectable
  { uneditable(keyPath, kind: .font, property) }

  /// Any other type: declared so the checker can say Interface Builder cannot edit it; a
  /// document cannot set it.
  public static func ib<V: View, T>(_ keyPath: String, _ property: ReferenceWritableKeyPath<V, T>)
    -> Inspectable
  { uneditable(keyPath, kind: .unsupported, property) }
}

extension View {
  /// A non-optional image property seen as an optional one; setting `nil` keeps the image.
  fileprivate subscript<V: View>(optionalImage property: ReferenceWritableKeyPath<V, Image>)
    -> Image?
  {
    get { (self as? V)?[keyPath: property] }
    set {
      guard let typed = self as? V, let newValue else { return }
      typed[keyPath: property] = newValue
    }
  }
}
