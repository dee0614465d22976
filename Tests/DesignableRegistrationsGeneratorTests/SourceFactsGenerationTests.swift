import DesignableRegistrationsGenerator
import SwiftParser
import SwiftSyntax
import Testing

/// What the generated registrations say each method of a class does.
struct SourceFactsGenerationTests {
  @Test func bothInitializersCallSetupWhichSetsAColourFromTheTint() {
    let generated = generate([
      "Slider.swift": """
      @IBDesignable class Slider: UIView {
        @IBInspectable var trackFillColor: UIColor = .blue
        override init(frame: CGRect) {
          super.init(frame: frame)
          setup()
        }
        required init?(coder aDecoder: NSCoder) {
          super.init(coder: aDecoder)
          self.setup()
          setup()
        }
        func setup() {
          trackFillColor = tintColor
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Slider") == #"""
        source: SourceFacts(file: "Slider.swift", methods: [
          .init("init(frame:)", line: 3, calls: ["setup()"]),
          .init("init(coder:)", line: 7, calls: ["setup()"]),
          .init("setup()", line: 12, assignments: [
            .init("trackFillColor", reads: ["tintColor"], line: 13, text: "trackFillColor = tintColor"),
          ]),
        ]))
        """#)
  }

  @Test func readsOfTheClockAndOfRandomNumbersAreRecorded() {
    let generated = generate([
      "Clock.swift": """
      @IBDesignable class Clock: UIView {
        override func draw(_ rect: CGRect) {
          let now = Date()
          let fixed = Date(timeIntervalSince1970: 0)
          let jitter = CGFloat.random(in: 0...1)
          let later = Date.now
          let colour = [UIColor.red, .blue].randomElement()
          _ = (now, fixed, jitter, later, colour)
        }
        func steady() {
          let reference = Date(timeIntervalSinceReferenceDate: 10)
          _ = reference
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Clock") == #"""
        source: SourceFacts(file: "Clock.swift", methods: [
          .init("draw(_:)", line: 2, outsideInputs: ["Date()", "CGFloat.random", "Date.now", "[UIColor.red,.blue].randomElement"]),
        ]))
        """#)
  }

  @Test func theClockReadOnlyToTimeAnAnimationIsNoOutsideInput() {
    let generated = generate([
      "Beacon.swift": """
      @IBDesignable class Beacon: UIView {
        var rings: [CAShapeLayer] = []
        override func layoutSubviews() {
          super.layoutSubviews()
          for (index, ring) in rings.enumerated() {
            let grow = CABasicAnimation(keyPath: "opacity")
            grow.beginTime = CACurrentMediaTime() + 0.25 * Double(index)
            grow.duration = ring.beginTime - CACurrentMediaTime()
            ring.timeOffset = ring.convertTime(CACurrentMediaTime(), from: nil)
            ring.add(grow, forKey: nil)
          }
        }
        func flicker() {
          let phase = CACurrentMediaTime()
          rings.first?.opacity = Float(phase.truncatingRemainder(dividingBy: 1))
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Beacon") == #"""
        source: SourceFacts(file: "Beacon.swift", methods: [
          .init("layoutSubviews()", line: 3, animations: ["CABasicAnimation", "ring.add"]),
          .init("flicker()", line: 13, assignments: [
            .init("rings.first.opacity", line: 15, text: "rings.first?.opacity = Float(phase.truncatingRemainder(dividingBy: 1))"),
          ], outsideInputs: ["CACurrentMediaTime()"]),
        ]))
        """#)
  }

  @Test func theClockKeptInAStoredPropertyIsRecordedWithTheMethodsThatReadIt() {
    let generated = generate([
      "Dial.swift": """
      @IBDesignable class Dial: UIView {
        var startTime: TimeInterval = CACurrentMediaTime()
        var seed = 0
        var phase: Double = 0 { didSet { setNeedsDisplay() } }
        @IBInspectable var spins: Bool = false {
          didSet {
            startTime = CACurrentMediaTime()
            seed = Int.random(in: 0...9)
            phase = Date().timeIntervalSince1970
            alpha = CGFloat(drand48())
          }
        }
        override func draw(_ rect: CGRect) {
          let angle = self.startTime * 2
          _ = angle
        }
        @objc func step() {
          _ = CACurrentMediaTime() - startTime + Double(seed)
        }
      }
      """
    ])
    // `phase` has an observer and `alpha` is UIKit's: what is kept there counts as read.
    #expect(
      generated.sourceFacts(of: "Dial") == #"""
        source: SourceFacts(file: "Dial.swift", methods: [
          .init("startTime.initialValue", line: 2, storedInputs: [.init("startTime", input: "CACurrentMediaTime()")]),
          .init("phase.didSet", line: 4, invalidations: ["setNeedsDisplay()"]),
          .init("spins.didSet", line: 6, assignments: [
            .init("startTime", line: 7, text: "startTime = CACurrentMediaTime()"),
            .init("seed", line: 8, text: "seed = Int.random(in: 0...9)"),
            .init("phase", line: 9, text: "phase = Date().timeIntervalSince1970"),
            .init("alpha", line: 10, text: "alpha = CGFloat(drand48())"),
          ], outsideInputs: ["Date()", "drand48()"], storedInputs: [.init("startTime", input: "CACurrentMediaTime()"), .init("seed", input: "Int.random")]),
          .init("draw(_:)", line: 13, inputReads: ["startTime"]),
          .init("step()", line: 17, outsideInputs: ["CACurrentMediaTime()"], inputReads: ["seed", "startTime"]),
        ]))
        """#)
  }

  @Test func branchesOnTheInterfaceBuilderFlagAreRecordedByLine() {
    let generated = generate([
      "Plot.swift": """
      @IBDesignable class Plot: UIView {
        override func draw(_ rect: CGRect) {
          #if TARGET_INTERFACE_BUILDER
            drawSample()
          #else
            drawData()
          #endif
        }
        func drawSample() {}
        func drawData() {
          #if DEBUG
            print("drawing")
          #elseif !TARGET_INTERFACE_BUILDER && os(iOS)
            print("device")
          #endif
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Plot") == #"""
        source: SourceFacts(file: "Plot.swift", methods: [
          .init("draw(_:)", line: 2, calls: ["drawSample()", "drawData()"], interfaceBuilderBranches: [3]),
          .init("drawData()", line: 10, interfaceBuilderBranches: [13]),
        ]))
        """#)
  }

  @Test func declarationsOnTheInterfaceBuilderFlagAreRecordedByClause() {
    let generated = generate([
      "Chart.swift": """
      @IBDesignable class Chart: UIView {
        #if TARGET_INTERFACE_BUILDER
          override func prepareForInterfaceBuilder() {}
          var sample = 3
        #else
          var sample = 0
        #endif
        #if DEBUG
          func trace() {}
        #endif
      }
      """,
      "Chart+Sample.swift": """
      #if TARGET_INTERFACE_BUILDER
      extension Chart: ChartSource {
        func count() -> Int { 30 }
      }
      #endif
      """,
    ])
    #expect(
      generated.sourceFacts(of: "Chart") == #"""
        source: SourceFacts(file: "Chart.swift", methods: [], interfaceBuilderDeclarations: [.init(line: 2, names: ["prepareForInterfaceBuilder()", "var sample"]), .init(file: "Chart+Sample.swift", line: 1, names: ["extension Chart"])]))
        """#)
  }

  @Test func workQueuedForTheMainThreadIsRecorded() {
    let generated = generate([
      "Badge.swift": """
      @IBDesignable class Badge: UIView {
        override func layoutSubviews() {
          super.layoutSubviews()
          DispatchQueue.main.async { self.alpha = 0.5 }
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.round() }
          DispatchQueue.global().async {}
        }
        func round() { OperationQueue.main.addOperation { self.layer.cornerRadius = 4 } }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Badge") == #"""
        source: SourceFacts(file: "Badge.swift", methods: [
          .init("layoutSubviews()", line: 2, assignments: [
            .init("alpha", line: 4, text: "self.alpha = 0.5"),
          ], calls: ["round()"], deferredWork: ["DispatchQueue.main.async", "DispatchQueue.main.asyncAfter"]),
          .init("round()", line: 8, assignments: [
            .init("layer.cornerRadius", line: 8, text: "self.layer.cornerRadius = 4"),
          ], deferredWork: ["OperationQueue.main.addOperation"]),
        ]))
        """#)
  }

  @Test func aTrapEveryRunReachesIsRecordedAndAConditionalOneIsNot() {
    let generated = generate([
      "Dial.swift": """
      @IBDesignable class Dial: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          if frame.isEmpty { fatalError("empty") }
        }
        required init?(coder: NSCoder) {
          fatalError("init(coder:) has not been implemented")
        }
        func reset() {
          guard isHidden else { return }
          preconditionFailure("visible")
        }
        func stop() { Swift.preconditionFailure() }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Dial") == #"""
        source: SourceFacts(file: "Dial.swift", methods: [
          .init("init(coder:)", line: 6, trap: .init(line: 7, text: "fatalError(\"init(coder:) has not been implemented\")")),
          .init("stop()", line: 13, trap: .init(line: 13, text: "Swift.preconditionFailure()")),
        ]))
        """#)
  }

  @Test func awakeFromNibHidesThroughAnAnimation() {
    let generated = generate([
      "Fader.swift": """
      @IBDesignable class Fader: UIView {
        override func awakeFromNib() {
          super.awakeFromNib()
          hide()
        }
        func hide() {
          UIView.animate(withDuration: 0.3) {
            self.alpha = 0
          }
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Fader") == #"""
        source: SourceFacts(file: "Fader.swift", methods: [
          .init("awakeFromNib()", line: 2, calls: ["hide()"]),
          .init("hide()", line: 6, assignments: [
            .init("alpha", line: 8, text: "self.alpha = 0"),
          ], animations: ["UIView.animate"]),
        ]))
        """#)
  }

  @Test func observersAndSettersAreMethodsOfTheirProperty() {
    let generated = generate([
      "Ring.swift": """
      @IBDesignable class Ring: UIView {
        @IBInspectable var lineWidth: CGFloat = 2 { didSet { setNeedsDisplay() } }
        @IBInspectable var radius: CGFloat {
          get { layer.cornerRadius }
          set(radius) {
            layer.cornerRadius = radius
            self.layer.borderWidth += radius / 10
            layer.setNeedsDisplay()
            layer.setNeedsDisplay()
          }
        }
        var title = "" {
          willSet { accessibilityLabel = newValue }
          didSet { previous = oldValue }
        }
        var previous = ""
        static var shared: CGFloat = 0 { didSet { setNeedsDisplay() } }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Ring") == #"""
        source: SourceFacts(file: "Ring.swift", methods: [
          .init("lineWidth.didSet", line: 2, invalidations: ["setNeedsDisplay()"]),
          .init("radius.set", line: 5, assignments: [
            .init("layer.cornerRadius", line: 6, text: "layer.cornerRadius = radius"),
            .init("layer.borderWidth", line: 7, text: "self.layer.borderWidth += radius / 10"),
          ], invalidations: ["layer.setNeedsDisplay()"]),
          .init("title.willSet", line: 13, assignments: [
            .init("accessibilityLabel", line: 13, text: "accessibilityLabel = newValue"),
          ]),
          .init("title.didSet", line: 14, assignments: [
            .init("previous", line: 14, text: "previous = oldValue"),
          ]),
        ]))
        """#)
  }

  @Test func localsAndParametersAreNotTheViewsProperties() {
    let generated = generate([
      "Swatch.swift": """
      @IBDesignable class Swatch: UIView {
        var fillColor: UIColor?
        var color = UIColor.red
        override func draw(_ rect: CGRect) {
          let alpha = 0.5
          let view = UIView()
          view.alpha = alpha
          self.alpha = alpha
          subviews.forEach { sub in sub.alpha = alpha }
          subviews.forEach { $0.isHidden = true }
          if let color = fillColor {
            backgroundColor = color
          }
          tintColor = color
          class Helper { var x = 0; func reset() { x = 1 } }
        }
        func configure(with color: UIColor, width w: CGFloat) {
          var frame = self.frame
          frame.size.width = w
          backgroundColor = color.withAlphaComponent(alpha)
          guard let fill = fillColor else { return }
          layer.borderColor = fill.cgColor
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Swatch") == #"""
        source: SourceFacts(file: "Swatch.swift", methods: [
          .init("draw(_:)", line: 4, assignments: [
            .init("alpha", line: 8, text: "self.alpha = alpha"),
            .init("backgroundColor", line: 12, text: "backgroundColor = color"),
            .init("tintColor", reads: ["color"], line: 14, text: "tintColor = color"),
          ]),
          .init("configure(with:width:)", line: 17, assignments: [
            .init("backgroundColor", reads: ["alpha"], line: 20, text: "backgroundColor = color.withAlphaComponent(alpha)"),
            .init("layer.borderColor", line: 22, text: "layer.borderColor = fill.cgColor"),
          ]),
        ]))
        """#)
  }

  @Test func assignmentsInEveryKindOfBlockCount() {
    let generated = generate([
      "Shape.swift": #"""
      @IBDesignable class Shape: UIView {
        var radius: CGFloat = 4
        enum Mode { case round(CGFloat), square }
        func apply(_ mode: Mode) {
          defer { layer.cornerRadius = radius }
          switch mode {
          case .round(let r): layer.borderWidth = r
          case .square: layer.borderWidth = 0
          }
          for view in subviews { view.alpha = 1; isHidden = false }
          while alpha < 1 { alpha = 1 }
          do { try check() } catch { accessibilityLabel = "\(error)" }
          layoutIfNeeded()
          invalidateIntrinsicContentSize()
        }
        func check() throws {}
      }
      """#
    ])
    #expect(
      generated.sourceFacts(of: "Shape") == #"""
        source: SourceFacts(file: "Shape.swift", methods: [
          .init("apply(_:)", line: 4, assignments: [
            .init("layer.cornerRadius", reads: ["radius"], line: 5, text: "layer.cornerRadius = radius"),
            .init("layer.borderWidth", line: 7, text: "layer.borderWidth = r"),
            .init("layer.borderWidth", line: 8, text: "layer.borderWidth = 0"),
            .init("isHidden", line: 10, text: "isHidden = false"),
            .init("alpha", line: 11, text: "alpha = 1"),
            .init("accessibilityLabel", line: 12, text: "accessibilityLabel = \"\\(error)\""),
          ], calls: ["check()"], invalidations: ["layoutIfNeeded()", "invalidateIntrinsicContentSize()"]),
        ]))
        """#)
  }

  @Test func readsAreChainsFromTheViewWithoutCallsOrLiterals() {
    let generated = generate([
      "Dial.swift": """
      @IBDesignable class Dial: UIView {
        var inset: CGFloat = 2
        override func layoutSubviews() {
          super.layoutSubviews()
          self.layer.cornerRadius = min(bounds.height, self.frame.size.width) / 2
          frame = bounds.insetBy(dx: inset, dy: inset)
          label.text = "\\(Int(value * 100))%"
          needle.transform = delegate?.transform(for: value) ?? .identity
          center = CGPoint(x: a, y: b + c + d + e + f + g)
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Dial") == #"""
        source: SourceFacts(file: "Dial.swift", methods: [
          .init("layoutSubviews()", line: 3, assignments: [
            .init("layer.cornerRadius", reads: ["bounds.height", "frame.size.width"], line: 5, text: "self.layer.cornerRadius = min(bounds.height, self.frame.size.width) / 2"),
            .init("frame", reads: ["bounds", "inset"], line: 6, text: "frame = bounds.insetBy(dx: inset, dy: inset)"),
            .init("label.text", reads: ["value"], line: 7, text: "label.text = \"\\(Int(value * 100))%\""),
            .init("needle.transform", reads: ["delegate", "value"], line: 8, text: "needle.transform = delegate?.transform(for: value) ?? .identity"),
            .init("center", reads: ["a", "b", "c", "d", "e", "f"], line: 9, text: "center = CGPoint(x: a, y: b + c + d + e + f + g)"),
          ]),
        ]))
        """#)
  }

  @Test func callsAreTheTargetsOwnMethodsEachOnceInOrder() {
    let generated = generate([
      "Meter.swift": """
      @IBDesignable class Meter: UIView {
        convenience init(level: Int) {
          self.init(frame: .zero)
          commonInit(frame: .zero)
        }
        override func prepareForInterfaceBuilder() {
          super.prepareForInterfaceBuilder()
          print("design time")
          configure { _ in }
          commonInit(frame: bounds)
          if isInterfaceBuilder { reload() }
          defer { setNeedsLayout() }
          subview.reload()
          Meter.shared()
          let done = { self.finish() }
          done()
        }
        func commonInit(frame: CGRect) {}
        func configure(completion: (Int) -> Void) {}
        func finish() {}
        static func shared() {}
      }
      """,
      "Other.swift": "extension UIView { func reload() {} }",
    ])
    #expect(
      generated.sourceFacts(of: "Meter") == #"""
        source: SourceFacts(file: "Meter.swift", methods: [
          .init("init(level:)", line: 2, calls: ["commonInit(frame:)"]),
          .init("prepareForInterfaceBuilder()", line: 6, calls: ["configure(completion:)", "commonInit(frame:)", "reload()", "finish()"], invalidations: ["setNeedsLayout()"]),
        ]))
        """#)
  }

  @Test func animationsAreRecordedByTheirCallee() {
    let generated = generate([
      "Pulse.swift": """
      @IBDesignable class Pulse: UIView {
        func pulse() {
          CATransaction.begin()
          let grow = CABasicAnimation(keyPath: "transform.scale")
          layer.add(grow, forKey: "pulse")
          self.layer.add(grow, forKey: "again")
          UIView.transition(with: self, duration: 1, options: [], animations: nil)
          UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {}
          CATransaction.commit()
          items.add(grow)
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Pulse") == #"""
        source: SourceFacts(file: "Pulse.swift", methods: [
          .init("pulse()", line: 2, animations: ["CATransaction.begin", "CABasicAnimation", "layer.add", "UIView.transition", "UIView.animateKeyframes"]),
        ]))
        """#)
  }

  @Test func extensionsInOtherFilesAddTheirMethodsWithTheirFile() {
    let generated = generate([
      "Gauge.swift": """
      #if canImport(UIKit)
      import UIKit
      #endif
      @IBDesignable class Gauge: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          #if DEBUG
          style()
          #endif
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        #if DEBUG
        func trace() { setNeedsLayout() }
        #endif
      }
      """,
      "Gauge+Style.swift": """
      extension Gauge {
        func style() {
          backgroundColor = .clear
        }
        struct Theme { func apply() { print("") } }
      }
      """,
    ])
    #expect(generated.diagnostics.isEmpty)
    #expect(
      generated.sourceFacts(of: "Gauge") == #"""
        source: SourceFacts(file: "Gauge.swift", methods: [
          .init("init(frame:)", line: 5, calls: ["style()"]),
          .init("trace()", line: 13, invalidations: ["setNeedsLayout()"]),
          .init("style()", file: "Gauge+Style.swift", line: 2, assignments: [
            .init("backgroundColor", line: 3, text: "backgroundColor = .clear"),
          ]),
        ]))
        """#)
  }

  @Test func aDrawMethodIsRecordedEvenWhenItsBodyRecordsNothing() {
    let generated = generate([
      "Rule.swift": """
      @IBDesignable class Rule: UIView {
        override func draw(_ rect: CGRect) {
          let context = UIGraphicsGetCurrentContext()
          context?.move(to: CGPoint(x: rect.minX, y: rect.maxY))
          context?.strokePath()
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Rule") == #"""
        source: SourceFacts(file: "Rule.swift", methods: [
          .init("draw(_:)", line: 2),
        ]))
        """#)
  }

  @Test func aClassWhoseMethodsDoNothingRecordableHasAnEmptyList() {
    let generated = generate([
      "Plain.swift": """
      @IBDesignable class Plain: UIView {
        func nothing() { let x = 1; _ = x }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Plain")
        == #"source: SourceFacts(file: "Plain.swift", methods: []))"#)
  }

  /// What the checker names when drawing moves what layout placed: frames set and layout
  /// asked for from draw(_:), also through the methods it calls.
  @Test func drawingThatPlacesSubviewsIsRecorded() {
    let generated = generate([
      "Badge.swift": """
      @IBDesignable class Badge: UIView {
        let marker = UIView()
        override func draw(_ rect: CGRect) {
          marker.frame = CGRect(x: bounds.maxX - 10, y: 0, width: 10, height: 10)
          place()
        }
        func place() {
          self.titleLabel?.frame.origin.x = 4
          setNeedsLayout()
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Badge") == #"""
        source: SourceFacts(file: "Badge.swift", methods: [
          .init("draw(_:)", line: 3, assignments: [
            .init("marker.frame", reads: ["bounds.maxX"], line: 4, text: "marker.frame = CGRect(x: bounds.maxX - 10, y: 0, width: 10, height: 10)"),
          ], calls: ["place()"]),
          .init("place()", line: 7, assignments: [
            .init("titleLabel.frame.origin.x", line: 8, text: "self.titleLabel?.frame.origin.x = 4"),
          ], invalidations: ["setNeedsLayout()"]),
        ]))
        """#)
  }

  @Test func assignmentTextIsOneShortLine() {
    let generated = generate([
      "Long.swift": #"""
      @IBDesignable class Long: UIView {
        func build() {
          accessibilityLabel =   "first"  // a comment
            + "second" + "third" + "fourth" + "fifth" + "sixth" + "seventh" + "eighth"
          accessibilityHint = """
            two
              lines
            """
        }
      }
      """#
    ])
    let hint =
      #".init("accessibilityHint", line: 5, text: "accessibilityHint = \"\"\" two lines \"\"\""),"#
    #expect(generated.sourceFacts(of: "Long").contains(hint))
    let expected =
      #".init("accessibilityLabel", line: 3, text: "accessibilityLabel = \"first\" + "#
      + #"\"second\" + \"third\" + \"fourth\" + \"fifth\" + \"sixth…"),"#
    #expect(generated.sourceFacts(of: "Long").contains(expected))
  }

  /// A component's own text must come out as text: `\(` must not become interpolation in the
  /// generated file, and quotes and backslashes must not break the literal.
  @Test func sourceTextIsEscapedIntoPlainLiterals() {
    let component = #"""
      @IBDesignable class Badge: UIView {
        func label() {
          accessibilityLabel = "\(count) \"new\" \\ ✓"
          accessibilityHint = #"raw \(count)"# + "é"
        }
      }
      """#
    let generated = generate(["Badge.swift": component])
    let facts = generated.sourceFacts(of: "Badge")
    let label = #"text: "accessibilityLabel = \"\\(count) \\\"new\\\" \\\\ ✓\"")"#
    #expect(facts.contains(#"reads: ["count"], line: 3, "# + label))
    #expect(facts.contains(##"text: "accessibilityHint = #\"raw \\(count)\"# + \"é\"")"##))
    let tree = Parser.parse(source: generated.text)
    #expect(!tree.hasError)
    let interpolated = tree.tokens(viewMode: .sourceAccurate).filter {
      $0.parent?.is(ExpressionSegmentSyntax.self) == true
    }
    #expect(interpolated.isEmpty)
  }

  @Test func factsDoNotChangeWithFileOrder() {
    let files = [
      "B.swift": "extension Knob { func turn() { angle += 1; redraw() } }",
      "A.swift": "@IBDesignable class Knob: UIView { func redraw() { setNeedsDisplay() } }",
    ]
    let forward = RegistrationsGenerator.generate(
      files.sorted { $0.key < $1.key }.map { SwiftSource(path: "/src/\($0.key)", text: $0.value) })
    let backward = RegistrationsGenerator.generate(
      files.sorted { $0.key > $1.key }.map { SwiftSource(path: "/src/\($0.key)", text: $0.value) })
    #expect(forward.text == backward.text)
    #expect(forward.sourceFacts(of: "Knob").contains(#"calls: ["redraw()"]"#))
  }
}

extension GeneratedRegistrations {
  /// The `source:` argument of `type`'s registration, from `source:` to the closing `))`,
  /// without its indentation.
  func sourceFacts(of type: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let entry = lines.firstIndex(where: { $0.contains(" \(type).self,") }),
      let start = lines[entry...].firstIndex(where: { $0.contains("source: SourceFacts(") }),
      let end = lines[start...].firstIndex(where: { $0.hasSuffix("]))") || $0.hasSuffix("])),") })
    else { return "" }
    let indent = lines[start].prefix { $0 == " " }.count
    let block = lines[start...end].map { String($0.dropFirst(indent)) }.joined(separator: "\n")
    return block.hasSuffix(",") ? String(block.dropLast()) : block
  }
}
