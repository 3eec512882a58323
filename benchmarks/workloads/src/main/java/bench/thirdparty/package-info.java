/**
 * Workloads that drive real programs from Maven Central on generated inputs: Mozilla Rhino
 * interpreting a JavaScript program ({@code RhinoBench}), the H2 database running a transaction
 * mix through JDBC ({@code H2Bench}), Apache Xerces parsing and validating documents
 * ({@code XercesBench}, inputs from {@code PurchaseOrders}), and the Eclipse compiler compiling
 * sources in memory ({@code EcjBench}, sources from {@code JavaSources}, classes from
 * {@code JdkClassLibrary}).
 *
 * <p>Constraints: the programs' versions are pinned in {@code benchmarks/workloads/pom.xml}; they
 * warm up far longer than the other workloads (steady-state measurements give them 400
 * iterations), and their checksums must not depend on the machine or the time.
 */
package bench.thirdparty;
