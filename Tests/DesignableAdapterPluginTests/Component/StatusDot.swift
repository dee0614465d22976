import UIKit

/// A dot as many components write it: its colour set once the initializer returns, and its
/// ring made once layout has given it a size, each queued on the main queue.
@IBDesignable public final class StatusDot: UIView {
  @IBInspectable public var dotColor: UIColor = .green
  /// How many times the colour was set from the main queue.
  public private(set) var colourings = 0
  /// The ring, made after the first layout.
  public private(set) var ring: CAShapeLayer?
  /// How many times work was queued again from the queue, until `requeues` is 0.
  public var requeues = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
    queueColour()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    queueColour()
  }

  private func queueColour() {
    DispatchQueue.main.async { [weak self] in
      guard let self = self else { return }
      self.colourings += 1
      self.backgroundColor = self.dotColor
    }
  }

  /// Queues work that queues itself again `times` times.
  public func requeue(_ times: Int) {
    requeues = times
    func again() {
      DispatchQueue.main.async {
        guard self.requeues > 0 else { return }
        self.requeues -= 1
        again()
      }
    }
    again()
  }

  private var ringQueued = false

  public override func layoutSubviews() {
    super.layoutSubviews()
    guard !ringQueued else { return }
    ringQueued = true
    let item = DispatchWorkItem { [weak self] in
      guard let self = self else { return }
      let ring = CAShapeLayer()
      ring.path = UIBezierPath(rect: self.bounds.insetBy(dx: 1, dy: 1)).cgPath
      ring.fillColor = nil
      ring.strokeColor = UIColor.red.cgColor
      ring.lineWidth = 2
      self.layer.addSublayer(ring)
      self.ring = ring
    }
    DispatchQueue.main.async(execute: item)
  }
}
