import UIKit

/// Loads a picture from the network, as image views of component kits do: the task is made
/// here and started by whoever shows the view.
enum ImageFetcher {
  static func task(for url: URL, done: @escaping @Sendable (Data?) -> Void)
    -> URLSessionDataTask
  {
    URLSession.shared.dataTask(with: URLRequest(url: url)) { data, response, _ in
      done((response as? HTTPURLResponse)?.statusCode == 200 ? data : nil)
    }
  }
}

/// A constraint that keeps what a storyboard gave it when it wakes, as keyboard-avoiding
/// constraints do.
final class KeyboardConstraint: NSLayoutConstraint {
  var restingConstant: CGFloat = -1

  override func awakeFromNib() {
    super.awakeFromNib()
    restingConstant = constant
  }
}
