import SwiftUI
import UIKit

/// A SwiftUI wrapper, as packages ship one beside a UIKit component: only Apple platforms
/// build it, and the adapter leaves it out elsewhere.
struct ProgressRingPreview: UIViewRepresentable {
  var progress: CGFloat

  func makeUIView(context: Context) -> ProgressRing { ProgressRing(frame: .zero) }

  func updateUIView(_ ring: ProgressRing, context: Context) { ring.progress = progress }
}
