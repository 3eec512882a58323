package bench.thirdparty;

import bench.Input;
import bench.Workload;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

/**
 * The H2 2.3.232 SQL database, in memory through JDBC: a small order-processing schema
 * (customers, products, orders) filled with batch inserts and then worked on in rounds of
 * indexed and unindexed queries, three-way joins, GROUP BY, updates and deletes. Resembles
 * SPECjvm98 _209_db and DaCapo h2: an in-memory database executing a transaction mix.
 *
 * <p>All of the work is in H2's parser, optimizer and executor: expression trees evaluated
 * through {@code Expression.getValue} with many subclasses (megamorphic: {@code ExpressionColumn},
 * {@code ValueExpression}, {@code Comparison}, {@code BinaryOperation}, {@code Aggregate}, ...),
 * value comparisons through {@code Value.compareTypeSafe} dominated by {@code ValueInteger}
 * (skewed, with {@code ValueBigint} and {@code ValueVarchar} as rarer receivers), and MVStore
 * B-tree cursors behind the {@code Index} interface. Each iteration opens a database with a new
 * name, so iterations are independent; closing the last connection drops it.
 */
public final class H2Bench {

    private static final int CUSTOMERS = 400;
    private static final int PRODUCTS = 120;
    private static final int REGIONS = 8;

    private static int nextDatabase;

    private final Connection connection;
    private final Rng rng = new Rng(20240611);
    private long checksum;

    private H2Bench(Connection connection) {
        this.connection = connection;
    }

    public static void main(String[] args) {
        Workload.main("h2", args, H2Bench::run);
    }

    static long run(Input input) throws SQLException {
        int rounds = input == Input.SMALL ? 1 : 420;
        String url = "jdbc:h2:mem:bench" + nextDatabase++ + ";DB_CLOSE_ON_EXIT=FALSE";
        try (Connection connection = new org.h2.Driver().connect(url, new Properties())) {
            H2Bench bench = new H2Bench(connection);
            bench.createSchema();
            for (int round = 0; round < rounds; round++) {
                bench.round(round);
            }
            return bench.checksum;
        }
    }

    private void createSchema() throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("CREATE TABLE customer(id INT PRIMARY KEY, name VARCHAR(40), region INT,"
                    + " balance BIGINT)");
            s.execute("CREATE TABLE product(id INT PRIMARY KEY, category INT, price INT)");
            s.execute("CREATE TABLE orders(id INT PRIMARY KEY, customer_id INT, product_id INT,"
                    + " qty INT, placed INT)");
            s.execute("CREATE INDEX orders_customer ON orders(customer_id)");
            s.execute("CREATE INDEX orders_placed ON orders(placed)");
        }
        insertCustomers();
        insertProducts();
    }

    private void insertCustomers() throws SQLException {
        try (PreparedStatement p = connection.prepareStatement(
                "INSERT INTO customer VALUES (?, ?, ?, 0)")) {
            for (int id = 0; id < CUSTOMERS; id++) {
                p.setInt(1, id);
                p.setString(2, "customer-" + rng.below(1000) + "-" + id);
                p.setInt(3, rng.below(REGIONS));
                p.addBatch();
            }
            p.executeBatch();
        }
    }

    private void insertProducts() throws SQLException {
        try (PreparedStatement p = connection.prepareStatement(
                "INSERT INTO product VALUES (?, ?, ?)")) {
            for (int id = 0; id < PRODUCTS; id++) {
                p.setInt(1, id);
                p.setInt(2, rng.below(12));
                p.setInt(3, 1 + rng.below(500));
                p.addBatch();
            }
            p.executeBatch();
        }
    }

    private void round(int day) throws SQLException {
        insertOrders(day, 300);
        queryByCustomer();
        query("SELECT COUNT(*), SUM(qty) FROM orders WHERE qty BETWEEN " + rng.below(5)
                + " AND " + (5 + rng.below(5)));
        query("SELECT c.region, SUM(o.qty * p.price), COUNT(*) FROM orders o"
                + " JOIN customer c ON o.customer_id = c.id JOIN product p ON o.product_id = p.id"
                + " WHERE p.category < 6 GROUP BY c.region ORDER BY c.region");
        query("SELECT product_id, COUNT(*), MAX(qty) FROM orders GROUP BY product_id"
                + " HAVING COUNT(*) > 3 ORDER BY product_id");
        update("UPDATE customer SET balance = balance + (SELECT COALESCE(SUM(qty), 0)"
                + " FROM orders WHERE customer_id = customer.id AND placed = " + day + ")"
                + " WHERE region = " + day % REGIONS);
        update("UPDATE orders SET qty = qty + 1 WHERE placed = " + day + " AND MOD(id, 3) = 0");
        query("SELECT name, balance FROM customer WHERE balance > 0 AND name LIKE 'customer-1%'"
                + " ORDER BY balance DESC, id LIMIT 10");
        update("DELETE FROM orders WHERE placed < " + (day - 4));
    }

    private void insertOrders(int day, int count) throws SQLException {
        try (PreparedStatement p = connection.prepareStatement(
                "INSERT INTO orders VALUES (?, ?, ?, ?, ?)")) {
            for (int i = 0; i < count; i++) {
                p.setInt(1, day * count + i);
                p.setInt(2, rng.below(CUSTOMERS));
                p.setInt(3, rng.below(PRODUCTS));
                p.setInt(4, 1 + rng.below(10));
                p.setInt(5, day);
                p.addBatch();
            }
            p.executeBatch();
        }
    }

    private void queryByCustomer() throws SQLException {
        try (PreparedStatement p = connection.prepareStatement(
                "SELECT COUNT(*), SUM(qty), MIN(placed) FROM orders WHERE customer_id = ?")) {
            for (int i = 0; i < 60; i++) {
                p.setInt(1, rng.below(CUSTOMERS));
                try (ResultSet rs = p.executeQuery()) {
                    add(rs);
                }
            }
        }
    }

    private void query(String sql) throws SQLException {
        try (Statement s = connection.createStatement()) {
            add(s.executeQuery(sql));
        }
    }

    private void update(String sql) throws SQLException {
        try (Statement s = connection.createStatement()) {
            mix(s.executeUpdate(sql));
        }
    }

    private void add(ResultSet rs) throws SQLException {
        try (rs) {
            int columns = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                for (int c = 1; c <= columns; c++) {
                    String text = rs.getString(c);
                    mix(text == null ? -1 : text.hashCode());
                }
            }
        }
    }

    private void mix(long value) {
        checksum = checksum * 1_000_003L + value;
    }

    /** A fixed-seed linear congruential generator, so every VM inserts the same rows. */
    private static final class Rng {
        private long state;

        Rng(long seed) {
            state = seed;
        }

        int below(int bound) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            return (int) ((state >>> 33) % bound);
        }
    }
}
