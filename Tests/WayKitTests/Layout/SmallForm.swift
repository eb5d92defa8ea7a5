@testable import WayKit

/// Two rows of a label and a field in a container, the way the UIKit layer
/// will express them: edges, widths and heights, with compression
/// resistance and hugging as preferred inequalities.
///
/// As the container narrows, the first field (compression resistance 740)
/// gives way before the first label (750); at a width of 0 it cannot shrink
/// further and the label does.
final class SmallForm {
    let container = LayoutVariable("container.width")
    let labelWidth = LayoutVariable("label0.width")
    let fieldWidth = LayoutVariable("field0.width")
    let containerWidth: LayoutConstraint
    private(set) var variables: [LayoutVariable] = []
    private(set) var constraints: [LayoutConstraint] = []

    init() {
        containerWidth = LayoutConstraint(container - 400, .equal, label: "container.width == 400")
        constraints.append(containerWidth)
        variables = [container, labelWidth, fieldWidth]

        let labelLeft = LayoutVariable("label0.left"), fieldLeft = LayoutVariable("field0.left")
        let top0 = LayoutVariable("row0.top"), top1 = LayoutVariable("row1.top")
        let label1Left = LayoutVariable("label1.left"), label1Width = LayoutVariable("label1.width")
        let field1Left = LayoutVariable("field1.left"), field1Width = LayoutVariable("field1.width")
        variables += [labelLeft, fieldLeft, top0, top1, label1Left, label1Width, field1Left, field1Width]

        constraints += [
            // Row 0.
            LayoutConstraint(top0 - 20, .equal),
            LayoutConstraint(labelLeft - 20, .equal),
            LayoutConstraint(LinearExpression(labelWidth), .greaterThanOrEqual),
            LayoutConstraint(labelWidth - 80, .greaterThanOrEqual, strength: .strong),
            LayoutConstraint(labelWidth - 80, .lessThanOrEqual, strength: .weak),
            LayoutConstraint(fieldLeft - labelLeft - labelWidth - 8, .equal),
            LayoutConstraint(fieldLeft + fieldWidth - container + 20, .equal),
            LayoutConstraint(LinearExpression(fieldWidth), .greaterThanOrEqual),
            LayoutConstraint(fieldWidth - 150, .greaterThanOrEqual, strength: LayoutStrength(priority: 740)),
            // Row 1: 30 high rows 8 apart; its field aligned with row 0's.
            LayoutConstraint(top1 - top0 - 38, .equal),
            LayoutConstraint(label1Left - 20, .equal),
            LayoutConstraint(label1Width - 60, .greaterThanOrEqual, strength: .strong),
            LayoutConstraint(label1Width - 60, .lessThanOrEqual, strength: .weak),
            LayoutConstraint(label1Left + label1Width - field1Left + 8, .lessThanOrEqual),
            LayoutConstraint(field1Left - fieldLeft, .equal),
            LayoutConstraint(field1Left + field1Width - container + 20, .equal),
        ]
    }

    var values: [Double] { variables.map(\.value) }
}
