import Testing
@testable import ControlSpec

@Test func catalogueIdentifiersAreUnique() {
    let ids = Rule.catalogue.map(\.id)
    #expect(Set(ids).count == ids.count)
}
