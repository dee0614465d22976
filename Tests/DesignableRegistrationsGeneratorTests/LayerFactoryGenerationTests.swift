import DesignableRegistrationsGenerator
import Testing

/// The layer classes views name as their `layerClass` are built by the generated list, as
/// UIKit builds backing layers by `init()`.
struct LayerFactoryGenerationTests {
  @Test func aLayerClassOfTheTargetIsBuiltByInit() {
    let generated = generate([
      "Meter.swift": """
      class Meter: UIView {
        override class var layerClass: AnyClass { return MeterLayer.self }
      }
      class Plain: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
      }
      class MeterLayer: CAShapeLayer {
        let segments: Int
        override init() { segments = 4; super.init() }
        init(segments: Int) { self.segments = segments; super.init() }
        required init?(coder: NSCoder) { fatalError() }
      }
      """
    ])
    #expect(
      generated.text.contains(
        """
          public static var layers: [LayerRegistration] {
            [
              LayerRegistration(MeterLayer.self) { MeterLayer() },
            ]
          }
        """))
    // The library builds its own layer classes; views alone are no components.
    #expect(!generated.text.contains("CAShapeLayer()"))
    #expect(generated.body == "    [\n    ]")
    #expect(generated.lines.isEmpty)
  }

  @Test func aNestedOrInheritingLayerClassIsFoundAndKeepsItsCondition() {
    let generated = generate([
      "Dial.swift": """
      class Dial: UIView {
        class Face: CALayer {}
        override static var layerClass: AnyClass {
          get { Face.self }
        }
      }
      #if os(Linux)
      class Ring: Base {}
      #endif
      class Base: CAShapeLayer {}
      class RingView: UIView {
        override class var layerClass: AnyClass { Ring.self }
      }
      """
    ])
    #expect(generated.text.contains("LayerRegistration(Dial.Face.self) { Dial.Face() }"))
    #expect(
      generated.text.contains(
        """
            #if os(Linux)
            all.append(LayerRegistration(Ring.self) { Ring() })
            #endif
        """))
    #expect(generated.lines.isEmpty)
  }

  @Test func aLayerClassThatCannotBeBuiltIsLeftOutWithAWarning() {
    let generated = generate([
      "Views.swift": """
      class Hidden: UIView {
        override class var layerClass: AnyClass { Secret.self }
      }
      private class Secret: CALayer {}
      class Custom: UIView {
        override class var layerClass: AnyClass { Tinted.self }
      }
      class Tinted: CALayer {
        init(tint: UIColor) { super.init() }
        required init?(coder: NSCoder) { fatalError() }
      }
      class Inherits: Tinted {}
      class Third: UIView {
        override class var layerClass: AnyClass { Inherits.self }
      }
      """
    ])
    #expect(!generated.text.contains("LayerRegistration("))
    #expect(
      generated.lines == [
        "Views.swift:2:45: warning: 'Hidden' names 'Secret' as its layerClass, but 'Secret' "
          + "is private, so the generated list cannot build it and the view's backing layer "
          + "is one of its superclass; make 'Secret' internal",
        "Views.swift:6:45: warning: 'Custom' names 'Tinted' as its layerClass, which UIKit "
          + "builds by init(), but 'Tinted' declares init(tint:) and not init(), so it has "
          + "none (on iOS the app stops when it makes the view); add 'override init() { "
          + "super.init() }' and set the layer up there",
        "Views.swift:14:45: warning: 'Third' names 'Inherits' as its layerClass, which UIKit "
          + "builds by init(), but 'Tinted' declares init(tint:) and not init(), so it has "
          + "none (on iOS the app stops when it makes the view); add 'override init() { "
          + "super.init() }' and set the layer up there",
      ])
  }

  /// Adapted, a private layer class is made internal, so it is built; one hidden by a
  /// private type around it is not.
  @Test func adaptedSourcesBuildAPrivateLayerClass() {
    let source = SwiftSource(
      path: "Views.swift",
      text: """
        class Gauge: UIView {
          override class var layerClass: AnyClass { GaugeLayer.self }
          private class GaugeLayer: CALayer {}
        }
        private enum Box {
          class Dial: UIView {
            override class var layerClass: AnyClass { DialLayer.self }
          }
          class DialLayer: CALayer {}
        }
        """)
    let adapted = RegistrationsGenerator.generate([source], adapted: true)
    #expect(
      adapted.text.contains("LayerRegistration(Gauge.GaugeLayer.self) { Gauge.GaugeLayer() }"))
    #expect(!adapted.text.contains("DialLayer()"))
    #expect(adapted.diagnostics.count == 1)
    #expect(!RegistrationsGenerator.generate([source]).text.contains("GaugeLayer()"))
  }

  /// A layer class in a `private` extension is as hidden as the extension: left out with a
  /// warning, and built once adapted (the adapter opens it); one that says `internal` itself
  /// is reachable either way.
  @Test func aLayerClassInAPrivateExtension() {
    let source = SwiftSource(
      path: "Views.swift",
      text: """
        class Ring: UIView {
          override class var layerClass: AnyClass { RingLayer.self }
        }
        private extension Ring {
          class RingLayer: CALayer {}
        }
        class Dial: UIView {
          override class var layerClass: AnyClass { DialLayer.self }
        }
        fileprivate extension Dial {
          internal class DialLayer: CALayer {}
        }
        """)
    let plain = RegistrationsGenerator.generate([source])
    #expect(!plain.text.contains("RingLayer()"))
    #expect(plain.text.contains("LayerRegistration(Dial.DialLayer.self) { Dial.DialLayer() }"))
    #expect(
      plain.diagnostics.map(\.description) == [
        "Views.swift:2:45: warning: 'Ring' names 'Ring.RingLayer' as its layerClass, but "
          + "'Ring.RingLayer' is in a private extension, so the generated list cannot build "
          + "it and the view's backing layer is one of its superclass; make 'Ring.RingLayer' "
          + "internal"
      ])
    let adapted = RegistrationsGenerator.generate([source], adapted: true)
    #expect(adapted.text.contains("LayerRegistration(Ring.RingLayer.self) { Ring.RingLayer() }"))
    #expect(adapted.diagnostics.isEmpty)
  }
}
