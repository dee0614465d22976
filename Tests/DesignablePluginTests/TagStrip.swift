#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// A row of tags shown by a collection view, whose cells are a class nested in the component
/// and registered for reuse, as segmented controls and carousels are written: the cell is
/// neither designable nor inspectable, so only the plugin's list of views can build it.
@IBDesignable final class TagStrip: UIView, UICollectionViewDataSource {
  /// One tag: a label on a tinted pill.
  final class TagCell: UICollectionViewCell {
    let title = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.backgroundColor = .systemTeal
      contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { nil }
  }

  /// A cell the plugin cannot list, as other files cannot reach it.
  private final class HiddenCell: UICollectionViewCell {}

  @IBInspectable var tags: String = "one,two" { didSet { strip.reloadData() } }
  let strip = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  override init(frame: CGRect) {
    super.init(frame: frame)
    strip.register(TagCell.self, forCellWithReuseIdentifier: "tag")
    strip.register(HiddenCell.self, forCellWithReuseIdentifier: "hidden")
    strip.dataSource = self
    addSubview(strip)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    strip.frame = bounds
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    tags.split(separator: ",").count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
    (cell as? TagCell)?.title.text = String(tags.split(separator: ",")[indexPath.item])
    return cell
  }
}
