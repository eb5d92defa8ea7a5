/// Arithmetic on compositor integers that saturates instead of trapping (F1):
/// a compositor may send `axis_discrete` or `axis_value120` values near
/// `Int32.max`, and a frame may carry many of them.
extension Int32 {
    /// `self + other`, held at `Int32.min`/`Int32.max` instead of overflowing.
    func saturatingAdd(_ other: Int32) -> Int32 {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}
