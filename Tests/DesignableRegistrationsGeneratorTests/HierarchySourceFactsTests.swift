import DesignableRegistrationsGenerator
import Testing

/// What the generated registrations say a method adds to and removes from the view's layers
/// and subviews.
struct HierarchySourceFactsTests {
  @Test func layersAndViewsMadeAnewAreAdditionsAndAStoredOneIsNot() {
    let generated = generate([
      "Ticket.swift": """
      @IBDesignable class Ticket: UIView {
        let border = CALayer()
        override func layoutSubviews() {
          super.layoutSubviews()
          let notch = CAShapeLayer()
          notch.fillColor = UIColor.white.cgColor
          layer.insertSublayer(notch, below: border)
          layer.addSublayer(border)
          addSubview(UILabel.init(frame: bounds))
          if let reused = border.sublayers?.first { layer.addSublayer(reused) }
        }
        func stamp() {
          self.addSubview(UIImageView())
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Ticket") == #"""
        source: SourceFacts(file: "Ticket.swift", methods: [
          .init("layoutSubviews()", line: 3, additions: [.init(line: 7, text: "layer.insertSublayer(notch, below: border)"), .init(line: 9, text: "addSubview(UILabel.init(frame: bounds))")]),
          .init("stamp()", line: 12, additions: [.init(line: 13, text: "self.addSubview(UIImageView())")]),
        ]))
        """#)
  }

  /// A view the method hands to Auto Layout is placed by constraints, not by the size it
  /// was made at: the addition says so.
  @Test func aViewGivenToAutoLayoutIsMarkedAsFollowingConstraints() {
    let generated = generate([
      "Segments.swift": """
      @IBDesignable class Segments: UIView {
        func rebuild() {
          let row = UIStackView()
          row.translatesAutoresizingMaskIntoConstraints = false
          addSubview(row)
          let marker = UIView()
          addSubview(marker)
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Segments") == #"""
        source: SourceFacts(file: "Segments.swift", methods: [
          .init("rebuild()", line: 2, additions: [.init(line: 5, text: "addSubview(row)", followsConstraints: true), .init(line: 7, text: "addSubview(marker)")]),
        ]))
        """#)
  }

  @Test func removalsAreRecordedOnAnyReceiver() {
    let generated = generate([
      "Strip.swift": """
      @IBDesignable class Strip: UIView {
        var badge: UIView?
        override func draw(_ rect: CGRect) {
          layer.sublayers?.forEach { $0.removeFromSuperlayer() }
          badge?.removeFromSuperview()
          let band = CAGradientLayer()
          layer.addSublayer(band)
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Strip") == #"""
        source: SourceFacts(file: "Strip.swift", methods: [
          .init("draw(_:)", line: 3, additions: [.init(line: 7, text: "layer.addSublayer(band)")], removals: ["removeFromSuperlayer()", "removeFromSuperview()"]),
        ]))
        """#)
  }

  /// A layer the method keeps in a property is how a layer made once is kept (usually behind
  /// a `nil` test): adding it is not counted as made at every run.
  @Test func aLayerKeptInAPropertyIsNotAnAddition() {
    let generated = generate([
      "Meter.swift": """
      @IBDesignable class Meter: UIView {
        private var needle: CAShapeLayer?
        override func layoutSubviews() {
          super.layoutSubviews()
          if needle == nil {
            let made = CAShapeLayer()
            layer.addSublayer(made)
            needle = made
          }
          needle?.frame = bounds
        }
      }
      """
    ])
    let facts = generated.sourceFacts(of: "Meter")
    #expect(
      facts.contains(#".init("needle", line: 8, text: "needle = made", once: true)"#), "\(facts)")
    #expect(!facts.contains("additions"))
  }
}

/// Assignments a method makes only the first time it runs, under a test that what it places
/// is not placed yet.
struct OnceAssignmentFactsTests {
  @Test func assignmentsUnderATestThatHoldsOnceAreMarked() {
    let generated = generate([
      "Underline.swift": """
      @IBDesignable class Underline: UITextField {
        lazy var line = CALayer()
        var dot: CALayer?
        override func layoutSubviews() {
          super.layoutSubviews()
          if line.superlayer == nil {
            line.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
            layer.addSublayer(line)
          } else {
            line.opacity = 1
          }
          if line.superlayer != nil { line.cornerRadius = bounds.height }
          var cached: CALayer?
          if cached == nil { line.borderWidth = bounds.height / 10 }
        }
        override func draw(_ rect: CGRect) {
          guard self.dot == nil else { return }
          dot = CALayer()
          dot?.frame = bounds
        }
      }
      """
    ])
    #expect(
      generated.sourceFacts(of: "Underline") == #"""
        source: SourceFacts(file: "Underline.swift", methods: [
          .init("layoutSubviews()", line: 4, assignments: [
            .init("line.frame", reads: ["bounds.height", "bounds.width"], line: 7, text: "line.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)", once: true),
            .init("line.opacity", line: 10, text: "line.opacity = 1"),
            .init("line.cornerRadius", reads: ["bounds.height"], line: 12, text: "line.cornerRadius = bounds.height"),
            .init("line.borderWidth", reads: ["bounds.height"], line: 14, text: "line.borderWidth = bounds.height / 10"),
          ]),
          .init("draw(_:)", line: 16, assignments: [
            .init("dot", line: 18, text: "dot = CALayer()", once: true),
            .init("dot.frame", reads: ["bounds"], line: 19, text: "dot?.frame = bounds", once: true),
          ]),
        ]))
        """#)
  }
}
