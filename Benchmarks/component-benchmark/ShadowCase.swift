import Components
import DesignableExamples
import DesignableTesting
import Foundation
import SnapshotTesting

/// A 300×300 @3x picture whose shadow the benchmark costs, with or without a layer shadow
/// (black, opacity 0.5, 4 points down).
enum ShadowCase: String, CaseIterable {
  /// PieChartView casting the shadow of what it draws (it has no shadow path).
  case pieChart = "PieChartView"
  /// An opaque rounded box casting the shadow of its outline (``ShadowedBox``).
  case box = "opaque box"

  static let size = CGSize(width: 300, height: 300)
  static let scale: CGFloat = 3

  static func addShadow(to layer: Layer, radius: CGFloat) {
    layer.shadowColor = .black
    layer.shadowOpacity = 0.5
    layer.shadowOffset = CGSize(width: 0, height: 4)
    layer.shadowRadius = radius
  }

  /// The attributes that make the picture: PieChartView's shadow is set by key path, as a
  /// document's runtime attributes would; the box reads its radius when it is made.
  func attributes(shadowRadius radius: CGFloat?) -> AttributeSet {
    let name = radius.map { "r\(Int($0))" } ?? "plain"
    switch self {
    case .pieChart:
      var pairs = [
        Attribute("piePercentage", .real(25)), Attribute("pieColor", .color(.systemBlue)),
      ]
      if let radius {
        pairs += [
          Attribute("layer.shadowColor", .color(.black)),
          Attribute("layer.shadowOpacity", .real(0.5)),
          Attribute("layer.shadowOffset", .size(CGSize(width: 0, height: 4))),
          Attribute("layer.shadowRadius", .real(Double(radius))),
        ]
      }
      return AttributeSet(name, pairs)
    case .box:
      ShadowedBox.radius.withLock { $0 = radius }
      return AttributeSet(name, [Attribute]())
    }
  }

  /// Builds (design time), lays out and renders the picture.
  func render(shadowRadius radius: CGFloat?) {
    let attributes = attributes(shadowRadius: radius)
    let frame = CGRect(origin: .zero, size: ShadowCase.size)
    let view: View?
    switch self {
    case .pieChart:
      view = try? Lifecycle.build(
        PieChartView.self, path: .designTime, frame: frame, attributes: attributes)
    case .box:
      view = try? Lifecycle.build(
        ShadowedBox.self, path: .designTime, frame: frame, attributes: attributes)
    }
    guard let view else { fatalError("\(rawValue) could not be built") }
    _ = Lifecycle.render(view, scale: ShadowCase.scale)
  }

  /// Verifies the picture against its reference in `folder` as `assertSnapshots` does
  /// (build, render, read and decode the reference, compare): one cell, on one core.
  /// `record` `.missing` records the reference first.
  func verify(
    shadowRadius radius: CGFloat?, folder: String, record: SnapshotTestingConfiguration.Record
  ) -> SnapshotOutcome? {
    let sets = [attributes(shadowRadius: radius)]
    let (sizes, scales) = ([ShadowCase.size], [ShadowCase.scale])
    let (refs, artifacts) = (folder + "/refs", folder + "/artifacts")
    switch self {
    case .pieChart:
      return verifySnapshotMatrix(
        of: PieChartView.self, sizes: sizes, scales: scales, attributeSets: sets, folder: refs,
        group: "Bench", artifactsFolder: artifacts, record: record
      ).first
    case .box:
      return verifySnapshotMatrix(
        of: ShadowedBox.self, sizes: sizes, scales: scales, attributeSets: sets, folder: refs,
        group: "Bench", artifactsFolder: artifacts, record: record
      ).first
    }
  }
}
