import BrocadeTUI

/// The library's pictures as designs, by the names the index gives them:
/// each weaves at any size, so no board ever shows a small picture blown
/// up. The first eight keep the looks (and the names saves and scores
/// carry) of the 30 x 40 pictures they replace.
public enum BuiltInDesigns {
    public static let all: [(name: String, design: BrocadeDesign)] = [
        ("dalishen", BrocadeDesign(ground: .brown, threads: [.red, .gold, .ivory, .indigo],
                                   edges: [.teeth, .lozenges], centre: .hero(.strongMan), salt: 101)),
        ("frog", BrocadeDesign(ground: .black, threads: [.gold, .red, .ivory, .indigo],
                               edges: [.crosses, .chevrons], centre: .hero(.frog), salt: 202)),
        ("bird", BrocadeDesign(ground: .brown, threads: [.red, .gold, .ivory, .indigo],
                               edges: [.lozenges, .waves], centre: .hero(.birds), salt: 303)),
        ("deer", BrocadeDesign(ground: .black, threads: [.gold, .red, .ivory, .indigo],
                               edges: [.teeth, .stars], centre: .hero(.deer), salt: 404)),
        ("lozenge", BrocadeDesign(ground: .brown, threads: [.red, .gold, .indigo, .ivory],
                                  edges: [.teeth], centre: .lattice, salt: 505)),
        ("zigzag", BrocadeDesign(ground: .black, threads: [.red, .gold, .ivory, .indigo],
                                 edges: [.teeth], centre: .bands([.chevrons, .teeth, .chevrons, .lozenges]), salt: 606)),
        ("star", BrocadeDesign(ground: .black, threads: [.red, .gold, .indigo, .ivory],
                               edges: [.lozenges], centre: .hero(.star), salt: 707)),
        ("waves", BrocadeDesign(ground: .brown, threads: [.indigo, .ivory, .red, .gold],
                                edges: [.waves], centre: .bands([.waves, .meander, .waves, .lozenges]), salt: 808)),
        ("people", BrocadeDesign(ground: .brown, threads: [.red, .gold, .ivory, .indigo],
                                 edges: [.chevrons], centre: .bands([.figures(.strongMan), .lozenges, .figures(.strongMan)]), salt: 909)),
        ("frogs", BrocadeDesign(ground: .black, threads: [.gold, .red, .ivory, .indigo],
                                edges: [.teeth], centre: .bands([.figures(.frog), .crosses, .figures(.frog)]), salt: 1010)),
        ("flock", BrocadeDesign(ground: .darkRed, threads: [.gold, .ivory, .indigo, .black],
                                edges: [.stars], centre: .bands([.figures(.birds), .chevrons, .figures(.birds)]), salt: 1111)),
        ("herd", BrocadeDesign(ground: .brown, threads: [.gold, .red, .ivory, .indigo],
                               edges: [.lozenges], centre: .bands([.figures(.deer), .teeth, .figures(.deer)]), salt: 1212)),
        ("stars", BrocadeDesign(ground: .black, threads: [.ivory, .gold, .red, .indigo],
                                edges: [.meander], centre: .bands([.figures(.star), .lattice, .figures(.star)]), salt: 1313)),
    ]

    public static func design(named name: String) -> BrocadeDesign? { all.first { $0.name == name }?.design }
}

extension BrocadeDesign {
    /// The design seed `seed` gives: its ground, threads, bands and centre.
    public static func generated(seed: UInt64) -> BrocadeDesign {
        var rng = SeededRandom(seed: seed ^ 0x11B0_CADE_5EED_0002)
        let ground: LiColor = [.brown, .black, .brown, .black, .darkRed][rng.int(in: 0..<5)]
        var threads = rng.shuffled(LiColor.threads)
        if ground == .darkRed { threads[threads.firstIndex(of: .red) ?? 0] = .black }
        let geometric: [Band] = [.chevrons, .teeth, .stars, .crosses, .waves, .meander, .lozenges, .lattice]
        var edges: [Band] = []
        for _ in 0..<rng.int(in: 1...2) { edges.append(geometric[rng.int(in: 0..<geometric.count)]) }
        let figures = Figure.allCases
        let centre: Centre
        switch rng.int(in: 0..<20) {
        case 0..<8: centre = .hero(figures[rng.int(in: 0..<figures.count)])
        case 8..<17:
            let a = figures[rng.int(in: 0..<figures.count)], b = figures[rng.int(in: 0..<figures.count)]
            centre = .bands([.figures(a), geometric[rng.int(in: 0..<geometric.count)], .figures(b)])
        default: centre = .lattice
        }
        return BrocadeDesign(ground: ground, threads: threads, edges: edges, centre: centre,
                             salt: Int(truncatingIfNeeded: seed & 0x3FFF_FFFF))
    }
}
